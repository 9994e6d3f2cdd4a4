// The offline exports of issue 16, built from the same journal entries that are posted:
// - QuickBooks Online's journal-entry import (Settings > Import data > Journal entries): CSV columns Journal No.,
//   Journal Date, Account Name, Description, Debits, Credits (BACK-OFFICE-NOTES.md section 2).
// - An IIF file for QuickBooks Desktop: !TRNS/!SPL/!ENDTRNS headers, GENERAL JOURNAL transactions, signed amounts
//   summing to zero, dates MM/DD/YYYY.
import type { PostingType } from './journal.ts';

export interface FileEntry {
  docNumber: string;
  date: string;
  /** The store, as the Class of the entry. */
  className: string;
  lines: { accountName: string; postingType: PostingType; amountCents: number; description: string }[];
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** Cells starting with = + - @ would run as formulas in a spreadsheet. */
const safeText = (value: string) => (/^[=+\-@]/.test(value) ? `'${value}` : value);
const iifCell = (value: string) => value.replace(/[\t\r\n"]/g, ' ');

export function journalCsv(entries: readonly FileEntry[]): string {
  const rows = [['Journal No.', 'Journal Date', 'Account Name', 'Description', 'Debits', 'Credits']];
  for (const e of entries)
    for (const l of e.lines)
      rows.push([
        e.docNumber,
        usDate(e.date),
        safeText(l.accountName),
        safeText(`${e.className}: ${l.description}`),
        l.postingType === 'Debit' ? amount(l.amountCents) : '',
        l.postingType === 'Credit' ? amount(l.amountCents) : '',
      ]);
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function journalIif(entries: readonly FileEntry[]): string {
  const cols = 'TRNSTYPE\tDATE\tACCNT\tCLASS\tAMOUNT\tDOCNUM\tMEMO';
  const out = [`!TRNS\t${cols}`, `!SPL\t${cols}`, '!ENDTRNS'];
  for (const e of entries) {
    e.lines.forEach((l, i) => {
      const signed = l.postingType === 'Debit' ? l.amountCents : -l.amountCents;
      out.push(
        [
          i === 0 ? 'TRNS' : 'SPL',
          'GENERAL JOURNAL',
          usDate(e.date),
          iifCell(l.accountName),
          iifCell(e.className),
          amount(signed),
          e.docNumber,
          iifCell(l.description),
        ].join('\t'),
      );
    });
    out.push('ENDTRNS');
  }
  return `${out.join('\r\n')}\r\n`;
}
