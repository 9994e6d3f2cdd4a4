import type { RouteObject } from 'react-router';

/** The checkout screens in the admin area (/admin/…), each page its own chunk; the app's router composes the features' tables. */
export const adminCheckoutRoutes: RouteObject[] = [
  {
    path: 'checkout/new-sale',
    lazy: () => import('./pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'checkout/:appointmentId',
    lazy: () => import('./pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
];

/** The checkout screens in the customer side, each page its own chunk; the app's router composes the features' tables. */
export const customerCheckoutRoutes: RouteObject[] = [
  {
    path: 'pay/:appointmentId',
    lazy: () => import('./pages/customer-pay-page.tsx').then((m) => ({ Component: m.CustomerPayPage })),
  },
  {
    path: 'payment-response',
    lazy: () => import('./pages/payment-response-page.tsx').then((m) => ({ Component: m.PaymentResponsePage })),
  },
];
