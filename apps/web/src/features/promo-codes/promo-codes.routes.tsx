import type { RouteObject } from 'react-router';

/** The promo codes screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const promoCodesRoutes: RouteObject[] = [
  {
    path: 'promo-codes',
    lazy: () => import('./pages/promo-code-list-page.tsx').then((m) => ({ Component: m.PromoCodeListPage })),
  },
  {
    path: 'promo-codes/new',
    lazy: () => import('./pages/promo-code-wizard-page.tsx').then((m) => ({ Component: m.PromoCodeWizardPage })),
  },
  {
    path: 'promo-codes/:id/edit',
    lazy: () => import('./pages/promo-code-wizard-page.tsx').then((m) => ({ Component: m.PromoCodeWizardPage })),
  },
  {
    path: 'promo-codes/:id',
    lazy: () => import('./pages/promo-code-detail-page.tsx').then((m) => ({ Component: m.PromoCodeDetailPage })),
  },
];
