import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { useNavStore } from './nav-store';
import { NavAction, NavGroup, NavItem, NavList } from './navigation';

function Nav({ onProfile }: { onProfile?: () => void }) {
  return (
    <nav aria-label="Main">
      <NavList>
        <NavGroup id="company" label="Company">
          <NavItem
            href="/company/profile"
            label="Profile"
            isActive
            onClick={(event) => {
              event.preventDefault();
              onProfile?.();
            }}
          />
          <NavItem href="/company/projects" label="Projects" />
        </NavGroup>
      </NavList>
    </nav>
  );
}

describe('NavGroup and NavItem', () => {
  beforeEach(() => {
    act(() => useNavStore.setState({ openGroups: {} }));
  });

  it('starts open and remembers being collapsed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Nav />);
    const toggle = screen.getByRole('button', { name: 'Company' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Projects' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Projects' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('benchlink-nav') ?? '{}')).toMatchObject({
      state: { openGroups: { company: false } },
    });
    unmount();
    renderWithTheme(<Nav />);
    expect(screen.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    expect(useNavStore.getState().isOpen('company')).toBe(false);
    expect(useNavStore.getState().isOpen('browse')).toBe(true);
  });

  it('renders links with the current page marked and passes clicks on', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    renderWithTheme(<Nav onProfile={onProfile} />);
    const profile = screen.getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/company/profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    await user.click(profile);
    expect(onProfile).toHaveBeenCalled();
  });
});

describe('NavAction', () => {
  it('is a button that runs its action', async () => {
    const onClick = vi.fn();
    renderWithTheme(<NavAction label="Sign out" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
