import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import type { TreeNodeInput } from '../tree-picker/tree-helpers';
import { SkillSelection, moveSkill, setSkillList, type SkillSelectionValue } from './skill-selection';

const skills: TreeNodeInput<number>[] = [
  { id: 1, name: 'Frontend', assignable: true },
  { id: 2, name: 'React', parent: 1 },
  { id: 3, name: 'Vue', parent: 1 },
];

describe('moveSkill and setSkillList', () => {
  it('keeps required and optional exclusive', () => {
    expect(moveSkill({ required: [2], optional: [3] }, 2, 'optional')).toEqual({ required: [], optional: [3, 2] });
    expect(moveSkill({ required: [2], optional: [3] }, 3, 'required')).toEqual({ required: [2, 3], optional: [] });
    expect(setSkillList({ required: [2], optional: [3] }, 'optional', [3, 2])).toEqual({
      required: [],
      optional: [3, 2],
    });
    expect(setSkillList({ required: [2], optional: [3] }, 'required', [2, 3])).toEqual({
      required: [2, 3],
      optional: [],
    });
  });
});

function Harness({ onValue }: { onValue: (value: SkillSelectionValue<number>) => void }) {
  const [value, setValue] = useState<SkillSelectionValue<number>>({ required: [2], optional: [] });
  return (
    <SkillSelection
      skills={skills}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('SkillSelection', () => {
  it('moves a skill to the other list when picked there', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    const optionalTree = screen.getByRole('tree', { name: 'Optional skills' });
    // Frontend itself is assignable, so clicking its row would select it; the chevron only expands.
    await user.click(optionalTree.querySelector('[role="treeitem"] > [aria-hidden="true"]') as HTMLElement);
    const react = Array.from(optionalTree.querySelectorAll('[role="treeitem"]')).find(
      (item) => item.textContent === 'React',
    );
    await user.click(react as HTMLElement);
    expect(onValue).toHaveBeenLastCalledWith({ required: [], optional: [2] });
  });

  it('moves a skill with its chip', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'React: move to optional' }));
    expect(onValue).toHaveBeenLastCalledWith({ required: [], optional: [2] });
    expect(screen.getByText('No skills selected')).toBeInTheDocument();
  });
});
