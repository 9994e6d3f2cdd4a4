// A report run as a file: CSV (RFC 4180), XLSX (exceljs) and PDF (pdf-lib, a paged table whose header,
// parameters and column titles repeat on every page, totals at the end). Only the rows of the run: a limited
// view's file holds only the person's own rows.
import { formatMoney, type ReportExportFormat, type ReportResult, REPORT_TYPE_LABELS } from '@salon/shared';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const cell = (result: ReportResult, _key: string, kind: string, value: string | number | undefined) =>
  value === undefined ? '' : kind === 'money' ? formatMoney(Number(value), result.currency) : String(value);

/** A text cell that a spreadsheet would run as a formula (=, +, -, @) is prefixed with ' (OWASP CSV injection). */
const defuse = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Told the rows written so far, every PROGRESS_ROWS rows and at the end (a background export records it). */
export type ExportProgress = (rowsDone: number) => Promise<void>;
const PROGRESS_ROWS = 100;
const ticker = (progress: ExportProgress | undefined, total: number) => async (done: number) => {
  if (progress && (done % PROGRESS_ROWS === 0 || done === total)) await progress(done);
};

export async function reportCsv(result: ReportResult, progress?: ExportProgress): Promise<string> {
  const tick = ticker(progress, result.rows.length);
  const lines = [result.columns.map((c) => quote(c.label)).join(',')];
  for (const row of result.rows) {
    lines.push(
      result.columns.map((c) => quote(c.kind === 'text' ? defuse(String(row[c.key] ?? '')) : rawNumber(c.kind, row[c.key]))).join(','),
    );
    await tick(lines.length - 1);
  }
  lines.push(
    result.columns.map((c, i) => (i === 0 ? 'Total' : c.kind === 'text' ? '' : rawNumber(c.kind, result.totals[c.key]))).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

/** Money as a plain decimal in CSV (12.34), so a spreadsheet adds it up. */
function rawNumber(kind: string, value: string | number | undefined): string {
  const n = Number(value ?? 0);
  if (kind !== 'money') return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export async function reportXlsx(result: ReportResult, progress?: ExportProgress): Promise<Uint8Array> {
  const tick = ticker(progress, result.rows.length);
  const book = new ExcelJS.Workbook();
  book.creator = 'Salon platform';
  const sheet = book.addWorksheet(result.definition.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || 'Report');
  sheet.columns = result.columns.map((c) => ({ header: c.label, key: c.key, width: c.kind === 'text' ? 28 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const toCell = (kind: string, value: string | number | undefined) =>
    kind === 'money' ? Number(value ?? 0) / 100 : kind === 'count' ? Number(value ?? 0) : String(value ?? '');
  for (const [i, row] of result.rows.entries()) {
    sheet.addRow(Object.fromEntries(result.columns.map((c) => [c.key, toCell(c.kind, row[c.key])])));
    await tick(i + 1);
  }
  const total = sheet.addRow(
    Object.fromEntries(
      result.columns.map((c, i) => [c.key, i === 0 ? 'Total' : c.kind === 'text' ? '' : toCell(c.kind, result.totals[c.key])]),
    ),
  );
  total.font = { bold: true };
  for (const c of result.columns) if (c.kind === 'money') sheet.getColumn(c.key).numFmt = '#,##0.00';
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const safe = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '');

export async function reportPdf(result: ReportResult, storeLabel: string, progress?: ExportProgress): Promise<Uint8Array> {
  const tick = ticker(progress, result.rows.length);
  let written = 0;
  const pdf = await PDFDocument.create();
  pdf.setTitle(result.definition.name);
  pdf.setCreator('Salon platform');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [842, 595]; // A4 landscape
  const margin = 36;
  const colWidth = (width - 2 * margin) / result.columns.length;
  const body = result.rows.map((row) => result.columns.map((c) => cell(result, c.key, c.kind, row[c.key])));
  const totals = result.columns.map((c, i) =>
    i === 0 ? 'Total' : c.kind === 'text' ? '' : cell(result, c.key, c.kind, result.totals[c.key]),
  );
  const perPage = Math.floor((height - 150) / 16);
  const pages = Math.max(1, Math.ceil((body.length + 1) / perPage));
  const drawRow = (page: ReturnType<typeof pdf.addPage>, cells: string[], y: number, f = font) =>
    cells.forEach((text, i) => {
      const t = safe(text).slice(0, 40);
      const right = result.columns[i]!.kind !== 'text';
      const x = margin + i * colWidth + (right ? colWidth - 6 - f.widthOfTextAtSize(t, 9) : 0);
      page.drawText(t, { x, y, size: 9, font: f });
    });
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([width, height]);
    let y = height - margin - 12;
    page.drawText(safe(result.definition.name), { x: margin, y, size: 14, font: bold });
    y -= 16;
    const params = `${REPORT_TYPE_LABELS[result.definition.type]} | ${storeLabel} | ${result.from} to ${result.to}${result.limited ? ' | your own figures only' : ''}`;
    page.drawText(safe(params), { x: margin, y, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
    page.drawText(`Page ${p + 1} of ${pages}`, { x: width - margin - 70, y, size: 9, font, color: rgb(0.3, 0.3, 0.3) });
    y -= 24;
    drawRow(
      page,
      result.columns.map((c) => c.label),
      y,
      bold,
    );
    y -= 16;
    for (const cells of body.slice(p * perPage, (p + 1) * perPage)) {
      drawRow(page, cells, y);
      y -= 16;
      await tick(++written);
    }
    if (p === pages - 1) drawRow(page, totals, y - 4, bold);
  }
  return pdf.save();
}

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The run as the bytes of a file of that format, and the file's name (<report>-<from>-<to>.<format>). */
export async function exportFile(
  result: ReportResult & { storeLabel: string },
  format: ReportExportFormat,
  progress?: ExportProgress,
): Promise<{ bytes: Uint8Array; name: string }> {
  const bytes =
    format === 'csv'
      ? Buffer.from(await reportCsv(result, progress), 'utf8')
      : format === 'xlsx'
        ? await reportXlsx(result, progress)
        : await reportPdf(result, result.storeLabel, progress);
  const base =
    result.definition.name
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'report';
  return { bytes, name: `${base}-${result.from}-${result.to}.${format}` };
}
