import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also bundles the CSS-variables provider, which these themes never use
// (createTheme without `cssVariables`); for such a theme it renders exactly this provider.
import ThemeProvider from '@mui/system/ThemeProvider';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { isAdminContext } from '../api/client-hooks.ts';
import { useCurrentBrandQuery } from '../features/customer/brand.api.ts';
import { useSession } from '../features/session/session-context.ts';
import { useAppSelector } from './hooks.ts';
import { createAppTheme } from './theme/themes.ts';

/** Admin pages use the chosen theme; customer pages the brand's (or the customer's choice). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { data: session } = useSession();
  const adminTheme = useAppSelector((state) => state.commonData.theme);
  const customerTheme = useAppSelector((state) => state.customer.theme);
  const admin = isAdminContext(pathname, session?.user.userType);
  const { data: brand } = useCurrentBrandQuery(undefined, { skip: admin });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

  const theme = useMemo(
    () =>
      admin
        ? createAppTheme({ name: adminTheme === 'brand' ? 'dark' : adminTheme, reducedMotion })
        : createAppTheme({
            name: customerTheme,
            brand: brand ? { theme: brand.theme, colors: brand.colors } : undefined,
            reducedMotion,
          }),
    [admin, adminTheme, customerTheme, brand, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
