import { act, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './theme';
import { ThemeProvider } from './theme-provider';
import { useThemeStore } from './theme-store';

const Probe = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

function ThemeName() {
  return <Probe data-testid="probe">{useThemeStore((state) => (state.isDark ? 'dark' : 'light'))}</Probe>;
}

describe('theme', () => {
  beforeEach(() => {
    act(() => useThemeStore.getState().setDark(false));
  });

  it('defines 48 px controls, a medium dialog default and both palettes', () => {
    expect(lightTheme.size.control).toBe('48px');
    expect(darkTheme.size.control).toBe('48px');
    expect(lightTheme.dialogWidth.md).toBeDefined();
    expect(lightTheme.isDark).toBe(false);
    expect(darkTheme.isDark).toBe(true);
    expect(darkTheme.colors.background).not.toBe(lightTheme.colors.background);
  });

  it('toggles the theme flag and stores it locally', () => {
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('light');
    act(() => useThemeStore.getState().toggleTheme());
    expect(screen.getByTestId('probe')).toHaveTextContent('dark');
    expect(JSON.parse(localStorage.getItem('benchlink-theme') ?? '{}')).toMatchObject({ state: { isDark: true } });
  });

  it('applies the chosen palette to styled components', () => {
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    act(() => useThemeStore.getState().setDark(true));
    expect(getComputedStyle(screen.getByTestId('probe')).color).toBe('rgb(238, 240, 246)');
  });
});
