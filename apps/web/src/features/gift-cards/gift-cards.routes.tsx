import type { RouteObject } from 'react-router';

/** The gift cards screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const giftCardsRoutes: RouteObject[] = [
  {
    path: 'gift-cards',
    lazy: () => import('./pages/gift-card-list-page.tsx').then((m) => ({ Component: m.GiftCardListPage })),
  },
  {
    path: 'gift-cards/:id',
    lazy: () => import('./pages/gift-card-detail-page.tsx').then((m) => ({ Component: m.GiftCardDetailPage })),
  },
];
