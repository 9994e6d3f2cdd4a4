// The cash drawer of a store (issue 7): registers, open with a counted float, one drawer in detail, history.
// Withdrawals, pay-ins, voids and closing: cash-movements.service.ts.
import {
  type CashDrawerDetail,
  type CashHistoryResult,
  type CashRegister,
  countTotalCents,
  formatMoney,
  formatStoreTime,
  hasAccess,
} from '@salon/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { cashActivities, cashDrawers, cashRegisters, cashTransactions, employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { conflict, notFound, sqlState } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from '../stores/store-access.ts';
import type { DenominationCounts } from './cash-drawer.tables.ts';
import { activity, compact, drawerOfActor, ensureDefaultRegister, fullName, summaries } from './cash-drawer-records.ts';

/** The store's registers (Register 1 made on first use), each with its open drawer if any. */
export async function listRegisters(db: Db, actor: Actor, storeId: string): Promise<CashRegister[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    await ensureDefaultRegister(tx, actor.tenantId, storeId);
    const registers = await tx
      .select()
      .from(cashRegisters)
      .where(and(eq(cashRegisters.tenantId, actor.tenantId), eq(cashRegisters.storeId, storeId), eq(cashRegisters.active, true)))
      .orderBy(asc(sql`lower(${cashRegisters.name})`));
    const open = await summaries(tx, actor.tenantId, and(eq(cashDrawers.storeId, storeId), eq(cashDrawers.status, 'open')));
    return registers.map((r) => ({
      id: r.id,
      storeId: r.storeId,
      name: r.name,
      openDrawer: open.find((o) => o.row.registerId === r.id)?.summary ?? null,
    }));
  });
}

export async function createRegister(
  db: Db,
  actor: Actor,
  input: { storeId: string; name: string },
  requestId?: string,
): Promise<CashRegister> {
  try {
    return await withTenant(db, actor.tenantId, async (tx) => {
      await storeOfActor(tx, actor, input.storeId);
      await ensureDefaultRegister(tx, actor.tenantId, input.storeId);
      const [row] = await tx
        .insert(cashRegisters)
        .values({ tenantId: actor.tenantId, storeId: input.storeId, name: input.name })
        .returning();
      await audit(tx, actor, { action: 'cash_register.create', entityType: 'cash_register', entityId: row!.id, details: input }, requestId);
      return { id: row!.id, storeId: row!.storeId, name: row!.name, openDrawer: null };
    });
  } catch (err) {
    if (sqlState(err) === '23505')
      throw conflict(`This store already has a register named ${input.name}`, {
        name: `This store already has a register named ${input.name}`,
      });
    throw err;
  }
}

export async function openDrawer(
  db: Db,
  actor: Actor,
  input: { registerId: string; counts: DenominationCounts },
  requestId?: string,
): Promise<CashDrawerDetail> {
  const floatCents = countTotalCents(input.counts);
  const drawerId = await withTenant(db, actor.tenantId, async (tx) => {
    const [register] = await tx
      .select()
      .from(cashRegisters)
      .where(and(eq(cashRegisters.tenantId, actor.tenantId), eq(cashRegisters.id, input.registerId)))
      .for('update');
    if (!register?.active) throw notFound('Register');
    await storeOfActor(tx, actor, register.storeId);
    const [already] = await queryRows<{ opened_at: Date | string; first_name: string | null; last_name: string | null; timezone: string }>(
      tx,
      sql`select d.opened_at, e.first_name, e.last_name, s.timezone from cash_drawers d
            join stores s on s.id = d.store_id left join employees e on e.id = d.opened_by
           where d.tenant_id = ${actor.tenantId} and d.register_id = ${register.id} and d.status = 'open'`,
    );
    if (already) {
      const who = fullName(already.first_name, already.last_name) ?? 'Someone';
      throw conflict(
        `${register.name} is already open: ${who} opened it at ${formatStoreTime(already.timezone, new Date(already.opened_at), { zone: true })}`,
      );
    }
    const [drawer] = await tx
      .insert(cashDrawers)
      .values({
        tenantId: actor.tenantId,
        storeId: register.storeId,
        registerId: register.id,
        openedBy: actor.id,
        floatCents,
        openingCount: compact(input.counts),
      })
      .returning();
    const [float] = await tx
      .insert(cashTransactions)
      .values({
        tenantId: actor.tenantId,
        drawerId: drawer!.id,
        kind: 'float',
        amountCents: floatCents,
        reason: 'Opening float',
        actorId: actor.id,
      })
      .returning({ id: cashTransactions.id });
    await activity(tx, actor, drawer!.id, 'opened', `Opened ${register.name} with a float of ${formatMoney(floatCents)}`, float!.id);
    await audit(
      tx,
      actor,
      { action: 'cash_drawer.open', entityType: 'cash_drawer', entityId: drawer!.id, details: { floatCents } },
      requestId,
    );
    return drawer!.id;
  });
  return getDrawer(db, actor, drawerId);
}

export async function getDrawer(db: Db, actor: Actor, drawerId: string): Promise<CashDrawerDetail> {
  return withTenant(db, actor.tenantId, async (tx) => {
    const row = await drawerOfActor(tx, actor, drawerId);
    const [s] = await summaries(tx, actor.tenantId, eq(cashDrawers.id, row.id));
    const seesTransactions = actor.isSuperAdmin || hasAccess(actor.accessControls, ['see_transactions']);
    const seesActivities = actor.isSuperAdmin || hasAccess(actor.accessControls, ['see_activities']);
    const actorE = alias(employees, 'actor_employee');
    const voidE = alias(employees, 'void_employee');
    const transactions = seesTransactions
      ? await tx
          .select({ t: cashTransactions, af: actorE.firstName, al: actorE.lastName, vf: voidE.firstName, vl: voidE.lastName })
          .from(cashTransactions)
          .leftJoin(actorE, eq(actorE.id, cashTransactions.actorId))
          .leftJoin(voidE, eq(voidE.id, cashTransactions.voidedBy))
          .where(and(eq(cashTransactions.tenantId, actor.tenantId), eq(cashTransactions.drawerId, row.id)))
          .orderBy(asc(cashTransactions.createdAt), asc(cashTransactions.id))
      : [];
    const activities = seesActivities
      ? await tx
          .select({ a: cashActivities, af: actorE.firstName, al: actorE.lastName })
          .from(cashActivities)
          .leftJoin(actorE, eq(actorE.id, cashActivities.actorId))
          .where(and(eq(cashActivities.tenantId, actor.tenantId), eq(cashActivities.drawerId, row.id)))
          .orderBy(desc(cashActivities.createdAt), desc(cashActivities.id))
      : [];
    return {
      ...s!.summary,
      openingCount: row.openingCount,
      closingCount: row.closingCount ?? null,
      totals: { payments: s!.totals.payments, refunds: s!.totals.refunds, withdrawals: s!.totals.withdrawals, payIns: s!.totals.payIns },
      transactions: transactions.map(({ t, af, al, vf, vl }) => ({
        id: t.id,
        kind: t.kind,
        amountCents: t.amountCents,
        reason: t.reason,
        invoiceId: t.invoiceId,
        actorName: fullName(af, al),
        createdAt: t.createdAt.toISOString(),
        voided: t.voidedAt !== null,
        voidedAt: t.voidedAt?.toISOString() ?? null,
        voidedByName: fullName(vf, vl),
        voidReason: t.voidReason,
      })),
      activities: activities.map(({ a, af, al }) => ({
        id: a.id,
        kind: a.kind,
        message: a.message,
        actorName: fullName(af, al),
        createdAt: a.createdAt.toISOString(),
      })),
    };
  });
}

/** Past (closed) drawers of a store, newest first, with their over/short. */
export async function drawerHistory(
  db: Db,
  actor: Actor,
  q: { storeId: string; page: number; pageSize: number },
): Promise<CashHistoryResult> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, q.storeId);
    const where = and(eq(cashDrawers.storeId, q.storeId), eq(cashDrawers.status, 'closed'));
    const rows = await summaries(tx, actor.tenantId, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    const [counted] = await queryRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from cash_drawers where tenant_id = ${actor.tenantId} and store_id = ${q.storeId} and status = 'closed'`,
    );
    return { items: rows.map((r) => r.summary), total: counted?.total ?? 0, page: q.page, pageSize: q.pageSize };
  });
}
