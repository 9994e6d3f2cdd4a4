import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { useAppDispatch } from '../../../app/hooks.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useSession } from '../../session/session-context.ts';
import { modalOpened } from '../customer-slice.ts';

const SECTIONS = ['personal', 'password', 'communication', 'payments', 'privacy', 'support'] as const;

/** Signed-in customers only: shows the sign-in prompt otherwise. */
export function CustomerOnly({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation('customerProfile');
  const dispatch = useAppDispatch();
  const session = useSession();
  if (session.status === 'loading' && !session.data) return <PageLoader />;
  if (session.data?.user.userType === 'customer') return <>{children}</>;
  return (
    <Container maxWidth="sm" sx={{ py: 6, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {title}
      </Typography>
      <Typography>{session.data ? t('customersOnly') : t('signInFor')}</Typography>
      {session.data ? null : (
        <Button variant="contained" onClick={() => dispatch(modalOpened('login'))}>
          {t('signIn')}
        </Button>
      )}
    </Container>
  );
}

/** /customer/profile/*: the sections as tabs (a scrollable row on a phone) above the section's page. */
export function ProfileLayout() {
  const { t } = useTranslation('customerProfile');
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.endsWith(`/profile/${s}`)) ?? 'personal';
  return (
    <CustomerOnly title={t('title')}>
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 }, display: 'grid', gap: 2 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('title')}
        </Typography>
        <Box
          component="nav"
          aria-label={t('tabsLabel')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {SECTIONS.map((section) => (
            <Button
              key={section}
              component={RouterLink}
              to={`/customer/profile/${section}`}
              color={section === current ? 'primary' : 'inherit'}
              aria-current={section === current ? 'page' : undefined}
              sx={{
                flexShrink: 0,
                borderRadius: 0,
                borderBottom: 2,
                borderColor: section === current ? 'primary.main' : 'transparent',
                fontWeight: section === current ? 700 : 500,
              }}
            >
              {t(`tab.${section}`)}
            </Button>
          ))}
        </Box>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </CustomerOnly>
  );
}
