import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BASE_THEMES, createAppTheme } from './themes.ts';

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

// Contained buttons (dialog actions, toolbars) write contrastText on main, and on dark when hovered: WCAG AA for
// normal text needs 4.5:1 in every theme, including a brand theme with a light or a dark brand color.
describe('contained button colours', () => {
  const themes = [
    ...BASE_THEMES.map((name) => ({ label: name, theme: createAppTheme({ name }) })),
    { label: 'brand, pale primary', theme: createAppTheme({ name: 'brand', brand: { theme: 'dark', colors: { primary: '#ffe082' } } }) },
    { label: 'brand, deep primary', theme: createAppTheme({ name: 'brand', brand: { theme: 'grey', colors: { primary: '#1a237e' } } }) },
  ];
  for (const { label, theme } of themes) {
    for (const color of COLORS) {
      it(`${label}: ${color} text on main and on hover reads at 4.5:1 or better`, () => {
        const { main, dark, contrastText } = theme.palette[color];
        expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

// prefers-reduced-motion (WCAG 2.3.3): the theme of a person who asked for less motion moves nothing.
describe('reduced motion', () => {
  it('makes every transition instant and turns the ripple off', () => {
    const still = createAppTheme({ name: 'whiteGrey', reducedMotion: true });
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.transitions.duration).toEqual({
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    });
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('keeps the usual motion for everyone else', () => {
    const moving = createAppTheme({ name: 'whiteGrey' });
    expect(moving.transitions.create('opacity')).toBe('opacity 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms');
    expect(moving.transitions.duration.enteringScreen).toBe(225);
    expect(moving.components?.MuiButtonBase).toBeUndefined();
  });
});
