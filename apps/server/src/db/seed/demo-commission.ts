// Demo commission (issue 15): every demo cutter earns a commission from two years back, so the commission report
// shows figures at once; cutter@demo.salon has a raise from the 1st of next month (an upcoming rate to try), and a
// saved "Commission by cutter" report of last month is ready in the reports list.
import { addDays } from '@salon/shared';
import type { Db } from '../client.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { commissionRates, reportDefinitions } from '../../modules/reports/reports.tables.ts';

export async function seedDemoCommission(
  db: Db,
  input: { tenantId: string; cutterIds: readonly string[]; demoCutterId: string; authorId: string; today: string },
) {
  const since = `${Number(input.today.slice(0, 4)) - 2}-01-01`;
  const nextMonth = `${addDays(`${input.today.slice(0, 8)}01`, 32).slice(0, 8)}01`;
  await withTenant(db, input.tenantId, async (tx) => {
    await tx.insert(commissionRates).values([
      // 40% of services and 10% of retail; every third cutter a senior at 45%.
      ...input.cutterIds.map((employeeId, i) => ({
        tenantId: input.tenantId,
        employeeId,
        effectiveFrom: since,
        serviceBasisPoints: i % 3 === 2 ? 4500 : 4000,
        productBasisPoints: 1000,
        createdBy: input.authorId,
      })),
      {
        tenantId: input.tenantId,
        employeeId: input.demoCutterId,
        effectiveFrom: nextMonth,
        serviceBasisPoints: 4200,
        productBasisPoints: 1200,
        createdBy: input.authorId,
      },
    ]);
    await tx.insert(reportDefinitions).values({
      tenantId: input.tenantId,
      type: 'commission_by_cutter',
      name: 'Commission by cutter',
      storeId: null,
      params: { preset: 'lastMonth', period: 'range' },
      createdBy: input.authorId,
    });
  });
}
