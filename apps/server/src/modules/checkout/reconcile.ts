// Settles card payments and refunds left pending (a crash or a lost answer between the gateway and our commit):
// a pg-boss job per pending row (queued when it was written), a sweep when the server starts and every minute.
// A payment is completed or failed by gateway.findCharge with its key; a refund is re-sent with its key
// (the gateway answers the first result of a key, so nothing is charged or refunded twice).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { queryRows } from '../../db/query-rows.ts';
import { asSystem, withTenant } from '../../platform/tenancy.ts';
import { AfterCommit } from '../appointments/after-commit.ts';
import { PENDING_GIVE_UP_SECONDS, RECONCILE_JOB, settleCardPayment } from './card-settlement.ts';
import { settleRefund } from './refunds.service.ts';

export const RECONCILE_SWEEP_INTERVAL_MS = 60_000;

const jobData = z.object({ tenantId: z.uuid(), paymentId: z.uuid().optional(), refundId: z.uuid().optional() });

type Deps = Pick<AppContext, 'db' | 'jobs' | 'now' | 'gateway' | 'log'>;

/** One pending payment: approved or declined at the gateway -> recorded; never seen and old enough -> failed. */
export async function reconcilePayment(
  deps: Deps,
  tenantId: string,
  paymentId: string,
): Promise<'succeeded' | 'failed' | 'pending' | 'settled'> {
  const system = { type: 'system' as const, tenantId };
  const [row] = await withTenant(deps.db, tenantId, (tx) =>
    queryRows<{ status: string; gateway_key: string; created_at: Date }>(
      tx,
      sql`select status, gateway_key, created_at from invoice_payments where tenant_id = ${tenantId} and id = ${paymentId}`,
    ),
  );
  if (row?.status !== 'pending') return 'settled';
  const found = await deps.gateway.findCharge(row.gateway_key);
  const ageSeconds = (deps.now().getTime() - new Date(row.created_at).getTime()) / 1000;
  if (!found && ageSeconds < PENDING_GIVE_UP_SECONDS) return 'pending';
  const result = found ?? {
    status: 'lost' as const,
    message: 'The card payment did not reach the card processor. Nothing was charged; please try again.',
  };
  const after = new AfterCommit();
  await withTenant(deps.db, tenantId, (tx) => settleCardPayment(tx, system, paymentId, result, after, deps.now()));
  await after.run(deps.jobs);
  return found?.status === 'approved' ? 'succeeded' : 'failed';
}

export async function reconcileRefund(deps: Deps, tenantId: string, refundId: string) {
  const system = { type: 'system' as const, tenantId };
  const [row] = await withTenant(deps.db, tenantId, (tx) =>
    queryRows<{ status: string; gateway_key: string; amount_cents: number; charge_id: string | null }>(
      tx,
      sql`select r.status, r.gateway_key, r.amount_cents, p.charge_id from invoice_refunds r
            join invoice_payments p on p.id = r.payment_id and p.tenant_id = r.tenant_id
           where r.tenant_id = ${tenantId} and r.id = ${refundId}`,
    ),
  );
  if (row?.status !== 'pending' || !row.charge_id) return;
  const result = await deps.gateway.refund({ chargeId: row.charge_id, amountCents: row.amount_cents, idempotencyKey: row.gateway_key });
  await withTenant(deps.db, tenantId, (tx) => settleRefund(tx, system, refundId, result, deps.now()));
}

/** Every pending payment and refund of every tenant (the named cross-tenant lookup of the reconciliation job). */
export async function sweepPending(deps: Deps): Promise<{ payments: number; refunds: number }> {
  const pending = await asSystem(deps.db, (tx) =>
    queryRows<{ kind: 'payment' | 'refund'; tenant_id: string; id: string }>(
      tx,
      sql`select 'payment' as kind, tenant_id, id from invoice_payments where status = 'pending'
          union all
          select 'refund' as kind, tenant_id, id from invoice_refunds where status = 'pending'
          limit 500`,
    ),
  );
  let payments = 0;
  let refunds = 0;
  for (const p of pending) {
    try {
      if (p.kind === 'payment') {
        const outcome = await reconcilePayment(deps, p.tenant_id, p.id);
        if (outcome === 'succeeded' || outcome === 'failed') payments++;
      } else {
        await reconcileRefund(deps, p.tenant_id, p.id);
        refunds++;
      }
    } catch (err) {
      deps.log.warn({ err, kind: p.kind, id: p.id }, 'checkout reconciliation could not settle a pending row; retried later');
    }
  }
  return { payments, refunds };
}

/** Registers the reconciliation job, sweeps once at start-up, then every minute. */
export async function registerCheckoutWorkers(ctx: AppContext): Promise<() => void> {
  await ctx.jobs.work(RECONCILE_JOB, async (data) => {
    const parsed = jobData.parse(data);
    if (parsed.paymentId) {
      const outcome = await reconcilePayment(ctx, parsed.tenantId, parsed.paymentId);
      // Still unknown: try again later (the job is retried by throwing).
      if (outcome === 'pending') throw new Error('payment still pending at the gateway');
    }
    if (parsed.refundId) await reconcileRefund(ctx, parsed.tenantId, parsed.refundId);
  });
  const sweep = async () => {
    try {
      const settled = await sweepPending(ctx);
      if (settled.payments || settled.refunds) ctx.log.warn(settled, 'checkout reconciliation settled pending card payments or refunds');
    } catch (err) {
      ctx.log.error({ err }, 'checkout reconciliation sweep failed');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), RECONCILE_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
