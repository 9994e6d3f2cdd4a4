import type { ModulePlugin } from '../index.ts';
import { customerInvoiceRoutes } from './customer-invoice.routes.ts';
import { invoiceLineRoutes } from './invoice-lines.routes.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { invoicePaymentRoutes } from './payment.routes.ts';
import { receiptRoutes } from './receipt.routes.ts';
import { invoiceRefundRoutes, paymentRoutes } from './refund.routes.ts';

/** Checkout (issue 7): invoices and new sales, tenders, refunds, receipts, the customer's online payment. */
export const checkoutModule: ModulePlugin = async (app, { ctx }) => {
  for (const routes of [invoiceRoutes, invoiceLineRoutes, invoicePaymentRoutes, invoiceRefundRoutes, receiptRoutes])
    await app.register(routes, { ctx, prefix: '/api/Invoice' });
  await app.register(paymentRoutes, { ctx, prefix: '/api/Payment' });
  await app.register(customerInvoiceRoutes, { ctx, prefix: '/api/CustomerInvoice' });
};
