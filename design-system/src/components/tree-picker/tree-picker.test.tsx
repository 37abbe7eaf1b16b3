import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { lightTheme } from '../../theme/theme';
import type { TreeNodeInput } from './tree-helpers';
import { TreePicker } from './tree-picker';

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

const roles: TreeNodeInput<number>[] = [
  {
    id: 1,
    name: 'Engineering',
    children: [
      { id: 2, name: 'Software Engineer', assignable: true, children: [{ id: 3, name: 'Frontend Engineer' }] },
      { id: 4, name: 'QA Engineer', assignable: true },
    ],
  },
  { id: 5, name: 'Design', children: [{ id: 6, name: 'Product Designer', assignable: true }] },
];

function Single({
  onValue,
  disallowParentSelection,
}: {
  onValue: (id: number | null) => void;
  disallowParentSelection?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <TreePicker
      label="Role"
      nodes={roles}
      value={value}
      disallowParentSelection={disallowParentSelection}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('TreePicker', () => {
  it('expands groups and selects assignable nodes only', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Single onValue={onValue} />);
    const tree = screen.getByRole('tree', { name: 'Role' });
    await user.click(within(tree).getByRole('treeitem', { name: 'Engineering' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(within(tree).getByRole('treeitem', { name: 'Engineering' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(tree).getByRole('treeitem', { name: 'QA Engineer' }));
    expect(onValue).toHaveBeenLastCalledWith(4);
    expect(within(tree).getByRole('treeitem', { name: 'QA Engineer' })).toHaveAttribute('aria-selected', 'true');
  });

  it('can forbid selecting an assignable node with children', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Single onValue={onValue} disallowParentSelection />);
    await user.click(screen.getByRole('treeitem', { name: 'Engineering' }));
    await user.click(screen.getByRole('treeitem', { name: 'Software Engineer' }));
    expect(onValue).not.toHaveBeenCalled();
    await user.click(screen.getByRole('treeitem', { name: 'Frontend Engineer' }));
    expect(onValue).toHaveBeenLastCalledWith(3);
  });

  it('filters to matches and their ancestors, highlighting matches and dimming ancestors', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Single onValue={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Role' }), 'front');
    const names = screen.getAllByRole('treeitem').map((item) => item.textContent);
    expect(names).toEqual(['Engineering', 'Software Engineer', 'Frontend Engineer']);
    const mark = screen.getByRole('treeitem', { name: 'Frontend Engineer' }).querySelector('mark');
    expect(mark).toHaveTextContent('Front');
    expect(screen.getByRole('treeitem', { name: 'Engineering' }).querySelector('mark')).toBeNull();
  });

  it('finds a node despite a typo and greys out its non-matching ancestors', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Single onValue={() => undefined} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search Role' }), 'Frontnd');
    const items = screen.getAllByRole('treeitem');
    expect(items.map((item) => item.textContent)).toEqual(['Engineering', 'Software Engineer', 'Frontend Engineer']);
    const [engineering, softwareEngineer, match] = items;
    expect(match?.querySelector('mark')).toHaveTextContent('Front');
    for (const ancestor of [engineering, softwareEngineer]) {
      expect(ancestor?.querySelector('mark')).toBeNull();
      // Muted, yet readable: the disabled grey would fail the contrast a choice needs.
      expect(getComputedStyle(ancestor!).color).toBe(hexToRgb(lightTheme.colors.textMuted));
    }
    expect(getComputedStyle(match!).color).toBe(hexToRgb(lightTheme.colors.text));
  });

  it('lists the best matches first: the exact name, then names starting with the query, then fuzzy ones', async () => {
    const user = userEvent.setup();
    const skills = ['Trust', 'Citrus', 'Oracle', 'Redux', 'React Native', 'React', 'Rust'].map((name, position) => ({
      id: position + 1,
      name,
      assignable: true,
    }));
    renderWithTheme(
      <TreePicker<number> multiple label="Skills" nodes={skills} value={[]} onChange={() => undefined} />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search Skills' });
    await user.type(search, 'Rust');
    expect(screen.getAllByRole('treeitem').map((item) => item.textContent)).toEqual(['Rust', 'Trust', 'Citrus']);
    expect(screen.getByRole('treeitem', { name: 'Rust' }).querySelector('mark')).toHaveTextContent(/^Rust$/);
    await user.clear(search);
    await user.type(search, 'reac');
    expect(screen.getAllByRole('treeitem').map((item) => item.textContent)).toEqual([
      'React',
      'React Native',
      'Oracle',
    ]);
  });

  it('puts the branch holding the best match first, with its ancestors, and moves into it in that order', async () => {
    const user = userEvent.setup();
    const skills: TreeNodeInput<number>[] = [
      { id: 1, name: 'Databases', children: [{ id: 2, name: 'Oracle', assignable: true }] },
      {
        id: 3,
        name: 'Frameworks',
        children: [
          { id: 4, name: 'Redux', assignable: true },
          { id: 5, name: 'React Native', assignable: true },
          { id: 6, name: 'React', assignable: true },
        ],
      },
    ];
    renderWithTheme(
      <TreePicker<number> multiple label="Skills" nodes={skills} value={[]} onChange={() => undefined} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search Skills' }), 'reac');
    expect(screen.getAllByRole('treeitem').map((item) => item.textContent)).toEqual([
      'Frameworks',
      'React',
      'React Native',
      'Databases',
      'Oracle',
    ]);
    expect(screen.getByRole('treeitem', { name: 'Frameworks' }).querySelector('mark')).toBeNull();
    await user.tab();
    expect(screen.getByRole('treeitem', { name: 'Frameworks' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'React' })).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Single onValue={() => undefined} />);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithTheme(<Single onValue={onValue} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('treeitem', { name: 'Engineering' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'Engineering' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'QA Engineer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(4);
  });

  it('ignores selection in read-only mode and hides the search', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<TreePicker label="Role" nodes={roles} value={4} onChange={onChange} isReadOnly />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('treeitem', { name: 'QA Engineer' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('treeitem', { name: 'QA Engineer' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes no search, pick or opening while disabled, and leaves the tab order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(
      <TreePicker<number> multiple label="Roles" nodes={roles} value={[]} onChange={onChange} disabled />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search Roles' })).toBeDisabled();
    const tree = screen.getByRole('tree', { name: 'Roles' });
    expect(tree).toHaveAttribute('aria-disabled', 'true');
    // No pointer reaches the tree (user-event refuses the click, as a browser would ignore it).
    await expect(user.click(within(tree).getByRole('treeitem', { name: 'Engineering' }))).rejects.toThrow(
      /pointer-events: none/,
    );
    expect(within(tree).getByRole('treeitem', { name: 'Engineering' })).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('toggles several values in multiple mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<TreePicker<number> multiple label="Roles" nodes={roles} value={[4]} onChange={onChange} />);
    await user.click(screen.getByRole('treeitem', { name: 'Design' }));
    await user.click(screen.getByRole('treeitem', { name: 'Product Designer' }));
    expect(onChange).toHaveBeenLastCalledWith([4, 6]);
    await user.click(screen.getByRole('treeitem', { name: 'QA Engineer' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the empty text without nodes', () => {
    renderWithTheme(<TreePicker label="Role" nodes={[]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('No items available')).toBeInTheDocument();
  });
});
