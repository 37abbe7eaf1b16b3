import type { Theme } from './theme';

// In a module of the import graph (not a loose .d.ts) so every app that imports the design system sees the typed theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

export {};
