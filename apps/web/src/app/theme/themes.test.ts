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
