import { createTheme, type PaletteOptions, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@salon/shared';

/** The spec's themes (section 9) plus the brand's own. */
export const BASE_THEMES = ['dark', 'grey', 'darkGrey', 'whiteGrey'] as const;
export type BaseThemeName = (typeof BASE_THEMES)[number];
export type ThemeName = BaseThemeName | 'brand';

export interface BrandColors {
  primary?: string;
  secondary?: string;
}

// MUI's default error/info/success/warning fail WCAG AA as contained buttons (white on #0288d1 is 2.8:1 on light
// themes; dark text on #d32f2f 4.2:1 on dark ones): state colours chosen so text and hover both read at 4.5:1+.
const LIGHT_STATES: PaletteOptions = {
  error: { main: '#c62828', dark: '#8e0000', contrastText: '#ffffff' },
  info: { main: '#01579b', dark: '#002f6c', contrastText: '#ffffff' },
  success: { main: '#2e7d32', dark: '#1b5e20', contrastText: '#ffffff' },
  warning: { main: '#a84300', dark: '#7c2d12', contrastText: '#ffffff' },
};
const DARK_STATES: PaletteOptions = {
  error: { main: '#ef9a9a', dark: '#e57373', contrastText: '#111317' },
  info: { main: '#90caf9', dark: '#64b5f6', contrastText: '#111317' },
  success: { main: '#a5d6a7', dark: '#81c784', contrastText: '#111317' },
  warning: { main: '#ffcc80', dark: '#ffb74d', contrastText: '#111317' },
};

const palettes: Record<BaseThemeName, PaletteOptions> = {
  dark: {
    mode: 'dark',
    ...DARK_STATES,
    primary: { main: '#e2b96f' },
    secondary: { main: '#8fb8ff' },
    background: { default: '#111317', paper: '#1b1e24' },
  },
  grey: {
    mode: 'light',
    ...LIGHT_STATES,
    primary: { main: '#37474f' },
    secondary: { main: '#6a4c93' },
    background: { default: '#e6e9ec', paper: '#f7f8f9' },
  },
  darkGrey: {
    mode: 'dark',
    ...DARK_STATES,
    primary: { main: '#80cbc4' },
    secondary: { main: '#ffcc80' },
    background: { default: '#263238', paper: '#2f3d44' },
  },
  whiteGrey: {
    mode: 'light',
    ...LIGHT_STATES,
    primary: { main: '#455a64' },
    secondary: { main: '#8e4162' },
    background: { default: '#ffffff', paper: '#f4f5f6' },
    text: { primary: '#263238', secondary: '#546e7a' },
  },
};

export function isBaseTheme(value: string | null | undefined): value is BaseThemeName {
  return BASE_THEMES.some((name) => name === value);
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;

function brandPalette(base: BaseThemeName, colors: BrandColors): PaletteOptions {
  const palette = palettes[base];
  return {
    ...palette,
    ...(colors.primary && HEX_COLOR.test(colors.primary) ? { primary: { main: colors.primary } } : {}),
    ...(colors.secondary && HEX_COLOR.test(colors.secondary) ? { secondary: { main: colors.secondary } } : {}),
  };
}

export interface ThemeRequest {
  name: ThemeName;
  /** For the brand theme: the brand's base theme and colors (`GET Brand/Current`). */
  brand?: { theme?: string | null; colors?: BrandColors | null };
  /** The person asked their system for less motion (prefers-reduced-motion): no transitions, fades or ripples. */
  reducedMotion?: boolean;
}

/** Every transition instant and no ripple: dialogs, menus and drawers appear and go at once (WCAG 2.3.3). */
const STILL = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
} as const;

export function createAppTheme({ name, brand, reducedMotion = false }: ThemeRequest): Theme {
  const base = name === 'brand' ? (isBaseTheme(brand?.theme) ? brand.theme : 'dark') : name;
  const palette = name === 'brand' ? brandPalette(base, brand?.colors ?? {}) : palettes[base];
  return createTheme({
    breakpoints: { values: { ...BREAKPOINTS } },
    // 4.5 so that text on primary buttons meets WCAG AA for normal text.
    palette: { ...palette, contrastThreshold: 4.5 },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    ...(reducedMotion ? { transitions: STILL.transitions } : {}),
    components: {
      ...(reducedMotion ? STILL.components : {}),
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
