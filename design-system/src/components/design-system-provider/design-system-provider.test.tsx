import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { darkTheme } from '../../theme/theme';
import { Button } from '../button/button';
import { useSnackbar } from '../snackbar/snackbar';
import { DesignSystemProvider } from './design-system-provider';

function Probe() {
  const theme = useTheme();
  const { showSuccess } = useSnackbar();
  return <Button onClick={() => showSuccess('Saved')}>{theme.isDark ? 'Dark' : 'Light'}</Button>;
}

describe('DesignSystemProvider', () => {
  it('provides the theme it is given and the snackbar', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider theme={darkTheme}>
        <Probe />
      </DesignSystemProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });
});
