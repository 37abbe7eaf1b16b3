import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { AddIcon, EditIcon } from '../icons/icons';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('is a non-submitting button by default that forwards its ref', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} startIcon={<AddIcon />} onClick={onClick}>
        Add new talent
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add new talent' });
    expect(button).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(button);
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is 48 px high', () => {
    renderWithTheme(<Button>Tall</Button>);
    expect(getComputedStyle(screen.getByRole('button')).height).toBe('48px');
  });
});

describe('IconButton', () => {
  it('uses its label as the accessible name', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <IconButton label="Edit project" onClick={onClick}>
        <EditIcon />
      </IconButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit project' }));
    expect(onClick).toHaveBeenCalled();
  });
});
