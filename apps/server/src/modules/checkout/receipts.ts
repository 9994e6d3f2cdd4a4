// Receipts of paid invoices: the same content as text (email body), as a PDF (pdf-lib, attached to the email
// through the outbox as a data: URI, which nodemailer sends as a file) and as JSON for the printable screen.
import { formatMoney, formatStoreDateTime, type Invoice, milliPercentToPercent } from '@salon/shared';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { invoiceConflict } from './invoice-records.ts';
import { CHECKOUT_FLAGS, loadInvoice, requireFlags } from './invoice-records.ts';
import { presentInvoice } from './invoice-presenter.ts';
import type { CheckoutDeps } from './invoice-records.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { queueMessage, deliverQueuedMessage } from '../../platform/outbox/outbox.ts';

const TENDER_LABEL = { card: 'Card', saved_card: 'Saved card', cash: 'Cash', gift_card: 'Gift card' } as const;

/** A receipt exists once money was taken (paid, part paid, refunded in part or in full). */
export const hasReceipt = (invoice: Pick<Invoice, 'status'>) =>
  ['success', 'partially-paid', 'refunded', 'partial_refund'].includes(invoice.status);

/** The receipt as lines of [label, amount] pairs (amount '' for a heading), shared by the text and the PDF. */
export function receiptRows(invoice: Invoice): [string, string][] {
  const m = (cents: number) => formatMoney(cents, invoice.currency);
  const rows: [string, string][] = [];
  for (const line of invoice.lines)
    rows.push([
      `${line.quantity > 1 ? `${line.quantity} x ` : ''}${line.name}${line.giftCardLast4.length ? ` (•••• ${line.giftCardLast4.join(', ')})` : ''}`,
      m(line.amountCents),
    ]);
  rows.push(['Subtotal', m(invoice.subtotalCents)]);
  if (invoice.discountCents) rows.push([`Discount${invoice.promo ? ` (${invoice.promo.code})` : ''}`, `-${m(invoice.discountCents)}`]);
  rows.push([`Tax (${milliPercentToPercent(invoice.taxRateMilliPercent)}%)`, m(invoice.taxCents)]);
  for (const tip of invoice.tips) if (tip.amountCents) rows.push([`Tip for ${tip.cutterName}`, m(tip.amountCents)]);
  rows.push(['Total', m(invoice.totalCents)]);
  for (const p of invoice.payments.filter((x) => x.status === 'succeeded'))
    rows.push([
      `${TENDER_LABEL[p.tender]}${p.last4 ? ` •••• ${p.last4}` : ''}${p.tender === 'cash' && p.changeCents ? ` (tendered ${m(p.tenderedCents ?? 0)}, change ${m(p.changeCents)})` : ''}`,
      m(p.amountCents),
    ]);
  for (const r of invoice.refunds.filter((x) => x.status === 'succeeded')) rows.push(['Refund', `-${m(r.amountCents)}`]);
  rows.push(['Paid', m(invoice.paidCents)]);
  if (invoice.dueCents) rows.push(['Still due', m(invoice.dueCents)]);
  return rows;
}

/** When it was paid and when the visit was, on the store's clock with the zone named (a receipt is read anywhere). */
export function receiptTimes(invoice: Invoice): { paid: string; visit: string | null } {
  const at = (iso: string) => formatStoreDateTime(invoice.storeTimezone, iso, { year: true });
  return { paid: at(invoice.paidAt ?? invoice.createdAt), visit: invoice.appointmentStart ? at(invoice.appointmentStart) : null };
}

export function receiptText(invoice: Invoice): string {
  const times = receiptTimes(invoice);
  const rows = receiptRows(invoice);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return [
    invoice.storeName,
    `Receipt ${invoice.number} · ${times.paid}`,
    times.visit ? `Visit: ${times.visit}` : '',
    invoice.customerName ? `Customer: ${invoice.customerName}` : '',
    '',
    ...rows.map(([label, amount]) => `${label.padEnd(width)}${amount.padStart(12)}`),
    '',
    invoice.receiptFooter ?? 'Thank you for your visit!',
  ]
    .filter((l, i) => l !== '' || i > 3)
    .join('\n');
}

/** A one-page A5-ish receipt PDF. Only the standard fonts' WinAnsi characters: bullets become asterisks. */
export async function receiptPdf(invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${invoice.number}`);
  pdf.setCreator('Salon platform');
  const rows = receiptRows(invoice);
  const page = pdf.addPage([420, Math.max(595, 200 + rows.length * 18)]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = (s: string) => s.replace(/•/g, '*').replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '');
  let y = page.getHeight() - 48;
  page.drawText(safe(invoice.storeName), { x: 36, y, size: 16, font: bold });
  y -= 22;
  page.drawText(safe(`Receipt ${invoice.number}`), { x: 36, y, size: 11, font });
  y -= 16;
  const times = receiptTimes(invoice);
  for (const line of [times.paid, times.visit ? `Visit: ${times.visit}` : null]) {
    if (!line) continue;
    page.drawText(safe(line), { x: 36, y, size: 9, font, color: rgb(0.35, 0.35, 0.35) });
    y -= 14;
  }
  y += 14;
  if (invoice.customerName) {
    y -= 16;
    page.drawText(safe(`Customer: ${invoice.customerName}`), { x: 36, y, size: 10, font });
  }
  y -= 26;
  for (const [label, amount] of rows) {
    const strong = label === 'Total' || label === 'Paid';
    const f = strong ? bold : font;
    page.drawText(safe(label).slice(0, 60), { x: 36, y, size: 10, font: f });
    const text = safe(amount);
    page.drawText(text, { x: 384 - f.widthOfTextAtSize(text, 10), y, size: 10, font: f });
    y -= 18;
  }
  y -= 10;
  page.drawText(safe(invoice.receiptFooter ?? 'Thank you for your visit!').slice(0, 80), {
    x: 36,
    y,
    size: 9,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
  return pdf.save();
}

export async function getReceipt(deps: CheckoutDeps, actor: Actor, id: string): Promise<{ invoice: Invoice; pdf: Uint8Array }> {
  const invoice = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    if (actor.type === 'admin') requireFlags(actor, CHECKOUT_FLAGS.view);
    return presentInvoice(tx, row);
  });
  if (!hasReceipt(invoice)) throw invoiceConflict('There is no receipt until a payment is taken.');
  return { invoice, pdf: await receiptPdf(invoice) };
}

/** Queues the receipt email (text body, PDF attached) in the caller's transaction; answers the outbox id. */
export async function queueReceiptEmail(tx: Tx, tenantId: string, invoice: Invoice, email: string): Promise<string> {
  const pdf = await receiptPdf(invoice);
  const messageId = await queueMessage(tx, {
    tenantId,
    channel: 'email',
    to: email,
    template: 'receipt',
    subject: `Your receipt from ${invoice.storeName} (${invoice.number})`,
    text: receiptText(invoice),
  });
  await tx
    .update(outboxMessages)
    .set({
      attachments: [
        {
          filename: `receipt-${invoice.number}.pdf`,
          contentType: 'application/pdf',
          path: `data:application/pdf;base64,${Buffer.from(pdf).toString('base64')}`,
        },
      ],
    })
    .where(eq(outboxMessages.id, messageId));
  return messageId;
}

/** Email receipt: the text in the body and the PDF attached, through the outbox (sent after commit). */
export async function emailReceipt(deps: CheckoutDeps, actor: Actor, id: string, email: string, requestId?: string) {
  const messageId = await withTenant(deps.db, actor.tenantId, async (tx) => {
    const row = await loadInvoice(tx, actor, id);
    requireFlags(actor, CHECKOUT_FLAGS.view);
    const invoice = await presentInvoice(tx, row);
    if (!hasReceipt(invoice)) throw invoiceConflict('There is no receipt until a payment is taken.');
    const messageId = await queueReceiptEmail(tx, actor.tenantId, invoice, email);
    await audit(tx, actor, { action: 'invoice.email_receipt', entityType: 'invoice', entityId: id, details: { messageId } }, requestId);
    return messageId;
  });
  await deliverQueuedMessage(deps.jobs, messageId);
  return { messageId, email };
}
