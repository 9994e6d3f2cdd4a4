import type { ModulePlugin } from '../index.ts';
import { customerInvoiceRoutes, invoiceRoutes, paymentRoutes } from './checkout.routes.ts';

/** Checkout (issue 7): invoices and new sales, tenders, refunds, receipts, the customer's online payment. */
export const checkoutModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(invoiceRoutes, { ctx, prefix: '/api/Invoice' });
  await app.register(paymentRoutes, { ctx, prefix: '/api/Payment' });
  await app.register(customerInvoiceRoutes, { ctx, prefix: '/api/CustomerInvoice' });
};
