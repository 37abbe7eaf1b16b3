import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { RadioList } from '../radio-list/radio-list';
import { Switch } from '../switch/switch';
import { Checkbox, CheckboxGroup } from './checkbox';

const modes = [
  { value: 'REMOTE', label: 'Remote' },
  { value: 'OFFICE', label: 'Office' },
  { value: 'HYBRID', label: 'Hybrid' },
];

function Group({ onValue }: { onValue: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label="Work mode"
      required
      options={modes}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('collects the checked values in option order', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Group onValue={onValue} />);
    expect(screen.getByRole('group', { name: /Work mode/ })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(onValue).toHaveBeenLastCalledWith(['REMOTE', 'HYBRID']);
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    expect(onValue).toHaveBeenLastCalledWith(['HYBRID']);
  });

  it('announces its error', () => {
    renderWithTheme(
      <CheckboxGroup
        label="Work mode"
        options={modes}
        value={[]}
        onChange={() => undefined}
        error="Select at least one work mode"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one work mode');
    expect(screen.getByRole('group')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Checkbox', () => {
  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox label="Show Partners only" />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Show Partners only' })).toBeChecked();
  });
});

describe('RadioList', () => {
  it('picks one option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <RadioList
        label="Position status"
        options={[
          { value: 1, label: 'Opened' },
          { value: 2, label: 'Other' },
        ]}
        value={1}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Opened' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('Switch', () => {
  it('is a labelled switch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Switch label="Public" onChange={(event) => onChange(event.target.checked)} />);
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
