import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { IconButton } from '../button/button';
import { BellIcon } from '../icons/icons';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, both buttons and the notification slot', async () => {
    const user = userEvent.setup();
    const onPrimary = vi.fn();
    const onSecondary = vi.fn();
    renderWithTheme(
      <PageHeader
        title="Company Profile"
        primaryAction={{ label: 'Edit profile', onClick: onPrimary }}
        secondaryAction={{ label: 'Cancel', onClick: onSecondary, disabled: true }}
        notificationSlot={
          <IconButton label="Notifications">
            <BellIcon />
          </IconButton>
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(onPrimary).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('renders only the title when nothing else is given', () => {
    renderWithTheme(<PageHeader title="Browse talents" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
