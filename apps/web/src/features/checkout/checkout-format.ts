import { type InvoiceStatus, milliPercentToPercent, type Payment, parseMoney } from '@salon/shared';

/** Typed money ("12.50") to cents, or null with the reason. */
export function readMoney(text: string): { cents: number | null; error: string | null } {
  if (!text.trim()) return { cents: null, error: 'Enter an amount' };
  try {
    return { cents: parseMoney(text), error: null };
  } catch (error) {
    return { cents: null, error: error instanceof Error ? error.message : 'Enter an amount' };
  }
}

/** The label key of an invoice status (the `checkout` and `checkoutCustomer` label pages both have it). */
export const invoiceStatusKey = (status: InvoiceStatus) => `status.${status}` as const;

export const INVOICE_STATUS_COLOR: Record<InvoiceStatus, 'default' | 'warning' | 'success' | 'info' | 'error'> = {
  incomplete: 'default',
  'partially-paid': 'warning',
  success: 'success',
  refunded: 'info',
  partial_refund: 'info',
  cancelled: 'error',
  failed: 'error',
};

/** The label key of a tender (Card, Saved card, Cash, Gift card), in both checkout label pages. */
export const tenderKey = (tender: Payment['tender']) => `tender.${tender}` as const;

/** A sales-tax rate as people read it: 8875 -> "8.875%", 10000 -> "10%". */
export const percentText = (milliPercent: number) => `${milliPercentToPercent(milliPercent)}%`;
