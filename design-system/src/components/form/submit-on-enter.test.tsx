import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../button/button';
import { submitOnEnter } from './submit-on-enter';

function TestForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter in a field submits the form, as in the apps' forms
    <form
      aria-label="Profile"
      noValidate
      onKeyDown={submitOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <input aria-label="Website" />
      <input aria-label="Picker search" onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} />
      <Button type="submit" disabled>
        Save
      </Button>
    </form>
  );
}

describe('submitOnEnter', () => {
  it('submits on Enter in a field even though the save button is disabled, so validation can run', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Website'), 'not a url{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter to a control that handles it itself', () => {
    const onSubmit = vi.fn();
    renderWithTheme(<TestForm onSubmit={onSubmit} />);
    fireEvent.keyDown(screen.getByLabelText('Picker search'), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
