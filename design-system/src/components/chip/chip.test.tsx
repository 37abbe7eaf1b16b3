import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../theme/theme';
import { renderWithTheme } from '../../test/render';
import { Chip, StatusChip, VisibilityChip } from './chip';

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('chips', () => {
  it('shows Public or Private', () => {
    renderWithTheme(
      <>
        <VisibilityChip isPublic />
        <VisibilityChip isPublic={false} />
      </>,
    );
    expect(screen.getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('shows application statuses as Applied, Accepted in green and Denied in red', () => {
    renderWithTheme(
      <>
        <StatusChip status="IN_PROGRESS" />
        <StatusChip status="ACCEPTED" />
        <StatusChip status="DENIED" />
      </>,
    );
    expect(screen.getByText('Applied')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('Accepted')).color).toBe(hexToRgb(lightTheme.colors.success));
    expect(getComputedStyle(screen.getByText('Denied')).color).toBe(hexToRgb(lightTheme.colors.error));
  });

  it('can be clicked or removed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onDelete = vi.fn();
    renderWithTheme(
      <>
        <Chip label="Import from company" onClick={onClick} />
        <Chip label="React" onDelete={onDelete} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Import from company' }));
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(onClick).toHaveBeenCalled();
    expect(onDelete).toHaveBeenCalled();
  });
});
