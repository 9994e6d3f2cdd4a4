// Payroll export of one store's pay period: one row per employee, hours as decimal hours (2 places, from
// integer minutes) and tips as dollars (from integer cents).
//
// generic (our own, documented in docs/time-clock.md):
//   store, period_start, period_end, employee_id, employee_name, regular_hours, overtime_hours,
//   double_time_hours, total_paid_hours, unpaid_break_hours, tips, flags
// adp (ADP Workforce Now paydata import, header-based CSV; columns as listed by ADP's "Automated Paydata
// Integration for ADP Workforce Now" (apps.adp.com) and vendors' ADP exports):
//   Co Code, Batch ID, File #, Employee Name, Reg Hours, O/T Hours, Hours 3 Code, Hours 3 Amount,
//   Earnings 3 Code, Earnings 3 Amount
//   Double time goes in Hours 3 with code DT; tips in Earnings 3 with code TIPS (both codes must exist in
//   the company's ADP set-up). Co Code and Batch ID come from the request. File # must be ADP's employee
//   file number, which this platform does not hold: the export writes the employee id and the payroll
//   person maps it before uploading.
import { decimalHours, formatMoney, type PayrollLayout, type TimeCard } from '@salon/shared';

export interface PayrollOptions {
  layout: PayrollLayout;
  coCode?: string;
  batchId?: string;
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised so spreadsheets never run it. */
export function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const line = (fields: (string | number)[]) => fields.map(csvField).join(',');
const dollars = (cents: number) => formatMoney(cents).replace(/[$,]/g, '');

export function payrollCsv(card: TimeCard, options: PayrollOptions): string {
  if (options.layout === 'adp') {
    const rows = [
      line([
        'Co Code',
        'Batch ID',
        'File #',
        'Employee Name',
        'Reg Hours',
        'O/T Hours',
        'Hours 3 Code',
        'Hours 3 Amount',
        'Earnings 3 Code',
        'Earnings 3 Amount',
      ]),
      ...card.employees.map((e) =>
        line([
          options.coCode ?? '',
          options.batchId ?? `TC${card.periodStart.replaceAll('-', '')}`,
          e.employeeId,
          e.name,
          decimalHours(e.totals.regular),
          decimalHours(e.totals.overtime),
          e.totals.doubleTime ? 'DT' : '',
          e.totals.doubleTime ? decimalHours(e.totals.doubleTime) : '',
          e.tipsCents ? 'TIPS' : '',
          e.tipsCents ? dollars(e.tipsCents) : '',
        ]),
      ),
    ];
    return `${rows.join('\r\n')}\r\n`;
  }
  const rows = [
    line([
      'store',
      'period_start',
      'period_end',
      'employee_id',
      'employee_name',
      'regular_hours',
      'overtime_hours',
      'double_time_hours',
      'total_paid_hours',
      'unpaid_break_hours',
      'tips',
      'flags',
    ]),
    ...card.employees.map((e) =>
      line([
        card.storeName,
        card.periodStart,
        card.periodEnd,
        e.employeeId,
        e.name,
        decimalHours(e.totals.regular),
        decimalHours(e.totals.overtime),
        decimalHours(e.totals.doubleTime),
        decimalHours(e.totals.paid),
        decimalHours(e.totals.unpaidBreak),
        dollars(e.tipsCents),
        e.flags.join(' '),
      ]),
    ),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
