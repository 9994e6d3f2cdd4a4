import type { RouteObject } from 'react-router';

// The ledger screens of issue 7 (promo codes, cash drawer), each its own chunk.
export const ledgerRoutes: RouteObject[] = [
  {
    path: 'promo-codes',
    lazy: () => import('../features/promo-codes/pages/promo-code-list-page.tsx').then((m) => ({ Component: m.PromoCodeListPage })),
  },
  {
    path: 'promo-codes/new',
    lazy: () => import('../features/promo-codes/pages/promo-code-wizard-page.tsx').then((m) => ({ Component: m.PromoCodeWizardPage })),
  },
  {
    path: 'promo-codes/:id/edit',
    lazy: () => import('../features/promo-codes/pages/promo-code-wizard-page.tsx').then((m) => ({ Component: m.PromoCodeWizardPage })),
  },
  {
    path: 'promo-codes/:id',
    lazy: () => import('../features/promo-codes/pages/promo-code-detail-page.tsx').then((m) => ({ Component: m.PromoCodeDetailPage })),
  },
  {
    path: 'gift-cards',
    lazy: () => import('../features/gift-cards/pages/gift-card-list-page.tsx').then((m) => ({ Component: m.GiftCardListPage })),
  },
  {
    path: 'gift-cards/:id',
    lazy: () => import('../features/gift-cards/pages/gift-card-detail-page.tsx').then((m) => ({ Component: m.GiftCardDetailPage })),
  },
  {
    path: 'employees/time-card',
    lazy: () => import('../features/time-clock/time-card-page.tsx').then((m) => ({ Component: m.TimeCardPage })),
  },
  {
    path: 'employees/old-time-card',
    lazy: () => import('../features/time-clock/old-time-card-page.tsx').then((m) => ({ Component: m.OldTimeCardPage })),
  },
  {
    path: 'time-clock',
    lazy: () => import('../features/time-clock/time-clock-page.tsx').then((m) => ({ Component: m.TimeClockPage })),
  },
  {
    path: 'store/cash-drawer',
    lazy: () => import('../features/cash-drawer/cash-drawer-page.tsx').then((m) => ({ Component: m.CashDrawerPage })),
  },
];
