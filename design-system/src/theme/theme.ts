/** Design tokens shared by both themes; colours differ per theme, the rest is common. */
const common = {
  space: (steps: number) => `${steps * 4}px`,
  radius: { sm: '6px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    family: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '30px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: 1.5,
  },
  size: {
    /** Buttons and inputs (docs/product.md, Constants). */
    control: '48px',
    controlSmall: '36px',
    pickerListMaxHeight: '300px',
    treePanelMaxHeight: '320px',
  },
  dialogWidth: { sm: '400px', md: '600px', lg: '900px' },
  zIndex: { nav: 100, dialog: 1000, snackbar: 1100, spinner: 1200 },
  transition: '150ms cubic-bezier(0.4, 0, 0.2, 1)',
};

export interface ThemeColors {
  primary: string;
  primaryHover: string;
  primarySoft: string;
  onPrimary: string;
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceMuted: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  textDisabled: string;
  focusRing: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  error: string;
  errorSoft: string;
  info: string;
  infoSoft: string;
  highlight: string;
  overlay: string;
  skeleton: string;
}

export interface Theme {
  name: 'light' | 'dark';
  isDark: boolean;
  colors: ThemeColors;
  shadow: { sm: string; md: string; lg: string };
  space: (steps: number) => string;
  radius: typeof common.radius;
  font: typeof common.font;
  size: typeof common.size;
  dialogWidth: typeof common.dialogWidth;
  zIndex: typeof common.zIndex;
  transition: string;
}

/** The primary (light) theme: calm indigo on near-white. */
export const lightTheme: Theme = {
  ...common,
  name: 'light',
  isDark: false,
  colors: {
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primarySoft: '#eef2ff',
    onPrimary: '#ffffff',
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#f1f3f9',
    border: '#e2e5ee',
    borderStrong: '#c5cad8',
    text: '#111827',
    textMuted: '#4b5563',
    textDisabled: '#9ca3af',
    focusRing: 'rgba(79, 70, 229, 0.45)',
    success: '#047857',
    successSoft: '#e7f7ef',
    warning: '#a15c07',
    warningSoft: '#fff6e5',
    error: '#c81e1e',
    errorSoft: '#fdecec',
    info: '#1d5fbf',
    infoSoft: '#e8f1fd',
    highlight: '#fde68a',
    overlay: 'rgba(17, 24, 39, 0.5)',
    skeleton: '#e7e9f0',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.08), 0 2px 4px rgba(16, 24, 40, 0.04)',
    lg: '0 20px 40px rgba(16, 24, 40, 0.16), 0 4px 12px rgba(16, 24, 40, 0.08)',
  },
};

/** Dark theme: deep slate surfaces, lighter indigo accents for contrast. */
export const darkTheme: Theme = {
  ...common,
  name: 'dark',
  isDark: true,
  colors: {
    primary: '#818cf8',
    primaryHover: '#a5b4fc',
    primarySoft: '#272a4d',
    onPrimary: '#0f1020',
    background: '#0d1017',
    surface: '#161a23',
    surfaceRaised: '#1d2230',
    surfaceMuted: '#202634',
    border: '#2b3242',
    borderStrong: '#465066',
    text: '#eef0f6',
    textMuted: '#a7afc2',
    textDisabled: '#677086',
    focusRing: 'rgba(129, 140, 248, 0.6)',
    success: '#4ade80',
    successSoft: '#123024',
    warning: '#fbbf24',
    warningSoft: '#33270c',
    error: '#f87171',
    errorSoft: '#3a1a1d',
    info: '#7cb4ff',
    infoSoft: '#15263f',
    highlight: '#6b5a12',
    overlay: 'rgba(0, 0, 0, 0.65)',
    skeleton: '#252b39',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 20px 44px rgba(0, 0, 0, 0.6)',
  },
};
