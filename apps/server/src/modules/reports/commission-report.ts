// The commission report type (issue 15): revenue, tips and commission per cutter per period, computed by the
// pure commissionByCutter (packages/shared commission.ts) over the same completed sales as the sales summary.
import {
  type CommissionLine,
  type CommissionRate,
  type CommissionTip,
  commissionByCutter,
  instantToWallClock,
  REPORT_PARAM_SCHEMAS,
  type ReportColumn,
} from '@salon/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { salesInWindow } from '../dashboards/kpi-data.ts';
import type { RunInput } from './report-types.ts';
import { commissionRates } from './reports.tables.ts';

export const COMMISSION_COLUMNS: ReportColumn[] = [
  { key: 'period', label: 'Period', kind: 'text' },
  { key: 'cutter', label: 'Cutter', kind: 'text' },
  { key: 'servicesCents', label: 'Service revenue', kind: 'money' },
  { key: 'productsCents', label: 'Product revenue', kind: 'money' },
  { key: 'packagesCents', label: 'Packages (no commission)', kind: 'money' },
  { key: 'tipCents', label: 'Tips', kind: 'money' },
  { key: 'commissionCents', label: 'Commission', kind: 'money' },
];

/** The employees' rates, by employee. */
export async function ratesOf(tx: Tx, tenantId: string, employeeIds: readonly string[]): Promise<Map<string, CommissionRate[]>> {
  const byEmployee = new Map<string, CommissionRate[]>();
  if (!employeeIds.length) return byEmployee;
  const rows = await tx
    .select()
    .from(commissionRates)
    .where(and(eq(commissionRates.tenantId, tenantId), inArray(commissionRates.employeeId, [...employeeIds])))
    .orderBy(asc(commissionRates.effectiveFrom));
  for (const r of rows) {
    const list = byEmployee.get(r.employeeId) ?? [];
    list.push({ effectiveFrom: r.effectiveFrom, serviceBasisPoints: r.serviceBasisPoints, productBasisPoints: r.productBasisPoints });
    byEmployee.set(r.employeeId, list);
  }
  return byEmployee;
}

/** Rows per cutter per period; a limited view keeps only the person's own. */
export async function runCommissionReport(tx: Tx, input: RunInput) {
  const { period } = REPORT_PARAM_SCHEMAS.commission_by_cutter.parse(input.params);
  const lines: CommissionLine[] = [];
  const tips: CommissionTip[] = [];
  for (const w of input.windows) {
    for (const invoice of await salesInWindow(tx, input.tenantId, w)) {
      const date = instantToWallClock(w.timezone, new Date(invoice.paidAt)).date;
      for (const l of invoice.lines) lines.push({ date, ...l });
      for (const t of invoice.tips) tips.push({ date, cutterId: t.cutterId, amountCents: t.amountCents });
    }
  }
  const cutterIds = [...new Set([...lines.flatMap((l) => (l.cutterId ? [l.cutterId] : [])), ...tips.map((t) => t.cutterId)])];
  const rates = await ratesOf(tx, input.tenantId, cutterIds);
  const names = new Map(
    cutterIds.length
      ? (
          await tx
            .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
            .from(employees)
            .where(and(eq(employees.tenantId, input.tenantId), inArray(employees.id, cutterIds)))
        ).map((e) => [e.id, `${e.first} ${e.last}`])
      : [],
  );
  return commissionByCutter(lines, tips, rates, period, input.range)
    .filter((row) => !input.onlyEmployeeId || row.cutterId === input.onlyEmployeeId)
    .map(({ cutterId, ...row }) => ({ ...row, cutter: cutterId ? (names.get(cutterId) ?? '') : 'No employee (retail)' }));
}
