import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../../theme/theme';
import { renderWithTheme } from '../../test/render';
import { Chip, CHIP_TONES, VisibilityChip } from './chip';

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

  it('colours the label by its tone, neutral by default', () => {
    renderWithTheme(
      <>
        <Chip label="Accepted" tone="success" />
        <Chip label="Denied" tone="error" />
        <Chip label="Draft" />
      </>,
    );
    expect(getComputedStyle(screen.getByText('Accepted')).color).toBe(hexToRgb(lightTheme.colors.success));
    expect(getComputedStyle(screen.getByText('Denied')).color).toBe(hexToRgb(lightTheme.colors.error));
    expect(getComputedStyle(screen.getByText('Draft')).color).toBe(hexToRgb(lightTheme.colors.textMuted));
  });

  it('renders every tone', () => {
    renderWithTheme(
      <>
        {CHIP_TONES.map((tone) => (
          <Chip key={tone} label={tone} tone={tone} />
        ))}
      </>,
    );
    for (const tone of CHIP_TONES) expect(screen.getByText(tone)).toBeInTheDocument();
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

  it('keeps the full text of a long label, which may be truncated on screen, as its title and text', () => {
    const label = 'Artificial Intelligence (AI) and Machine Learning (ML)';
    renderWithTheme(<Chip label={label} tone="info" />);
    const chip = screen.getByTitle(label);
    expect(chip).toHaveTextContent(label);
    expect(getComputedStyle(chip.lastElementChild as HTMLElement).textOverflow).toBe('ellipsis');
  });
});
