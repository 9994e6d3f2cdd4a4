import type { RouteObject } from 'react-router';

// The checkout screens of issue 7, each its own chunk: the front desk's checkout and new sale (admin),
// the customer's online payment and its outcome page.
export const adminCheckoutRoutes: RouteObject[] = [
  {
    path: 'checkout/new-sale',
    lazy: () => import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'checkout/:appointmentId',
    lazy: () => import('../features/checkout/pages/checkout-page.tsx').then((m) => ({ Component: m.CheckoutPage })),
  },
];

export const customerCheckoutRoutes: RouteObject[] = [
  {
    path: 'pay/:appointmentId',
    lazy: () => import('../features/checkout/pages/customer-pay-page.tsx').then((m) => ({ Component: m.CustomerPayPage })),
  },
  {
    path: 'payment-response',
    lazy: () => import('../features/checkout/pages/payment-response-page.tsx').then((m) => ({ Component: m.PaymentResponsePage })),
  },
];
