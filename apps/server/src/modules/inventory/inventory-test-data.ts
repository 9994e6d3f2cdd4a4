// Test data of the inventory tests: products, services that use them, actors, and the alert outbox.
import { randomBytes, randomUUID } from 'node:crypto';
import { controlsFromFlags, type PermissionFlag } from '@salon/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { employeeRoles, outboxMessages, products, roles, serviceProductUsage, services, storePeople } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { lookupSession } from '../../platform/auth/sessions.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { THRESHOLD_TEMPLATE } from './threshold-alerts.ts';
import { receiveInitialStock } from './inventory.service.ts';
import { categoryFor } from '../services/service-categories.ts';

const unique = () => randomBytes(3).toString('hex');

export async function makeProduct(
  db: Db,
  tenantId: string,
  values: { name?: string; sku?: string | null; category?: string; consumable?: boolean; threshold?: number } = {},
) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(products)
      .values({
        tenantId,
        name: values.name ?? `Shampoo ${unique()}`,
        sku: values.sku === undefined ? `SKU-${unique()}` : values.sku,
        category: values.category ?? 'Hair care',
        productType: values.consumable === false ? 'Retail' : 'Consumable',
        productUse: 'Back bar',
        priceCents: 1500,
        consumable: values.consumable ?? true,
        resellable: values.consumable === false,
        threshold: values.threshold ?? 0,
      })
      .returning(),
  );
  return row;
}

/** A service that uses the given products, each time it is performed. */
export async function makeService(db: Db, tenantId: string, uses: { productId: string; quantity: number }[]) {
  return withTenant(db, tenantId, async (tx) => {
    const [service] = await tx
      .insert(services)
      .values({
        tenantId,
        name: `Colour ${unique()}`,
        ...(await categoryFor(tx, tenantId, 'Colour')),
        durationMinutes: 60,
        priceCents: 8000,
        skillSet: 'Colour',
      })
      .returning();
    if (uses.length) await tx.insert(serviceProductUsage).values(uses.map((u) => ({ tenantId, serviceId: service.id, ...u })));
    return service;
  });
}

/** The Actor a signed-in employee's requests carry (what services are given). */
export async function actorOf(db: Db, employee: { tenantId: string; id: string }): Promise<Actor> {
  const { token } = await staffAuth(db, employee);
  const found = await lookupSession(db, token);
  if (found.status !== 'valid') throw new Error('test session not valid');
  return found.actor;
}

/** Stock of a product at a store, created through the products module's entry point. */
export async function stockUp(db: Db, actor: Actor, storeId: string, productId: string, quantity: number, threshold?: number) {
  return withTenant(db, actor.tenantId, (tx) =>
    receiveInitialStock(tx, actor, { storeId, productId, quantity, unitCostCents: 250, threshold }),
  );
}

/** Gives a tenant's role extra flags (as RBAC management would). */
export async function grantFlags(db: Db, tenantId: string, slug: string, flags: PermissionFlag[]) {
  await withTenant(db, tenantId, async (tx) => {
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.slug, slug)));
    await tx
      .update(roles)
      .set({ accessControls: { ...role.accessControls, ...controlsFromFlags(flags) } })
      .where(eq(roles.id, role.id));
  });
}

/** A custom role holding only the given flags, assigned to the employee at a store. */
export async function assignCustomRole(db: Db, tenantId: string, employeeId: string, storeId: string, flags: PermissionFlag[]) {
  await withTenant(db, tenantId, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({
        tenantId,
        slug: `custom_${unique()}`,
        name: `Custom ${unique()}`,
        scope: 'store',
        accessControls: controlsFromFlags(flags),
      })
      .returning();
    await tx.insert(employeeRoles).values({ tenantId, employeeId, roleId: role.id, storeId });
  });
}

export async function addStoreManager(db: Db, tenantId: string, storeId: string, employeeId: string) {
  await withTenant(db, tenantId, (tx) =>
    tx.insert(storePeople).values({ tenantId, storeId, employeeId, role: 'manager', title: 'Store Manager' }),
  );
}

/** Low-stock emails queued in the outbox, oldest first. */
export async function thresholdEmails(db: Db, tenantId: string) {
  return withTenant(db, tenantId, (tx) =>
    tx
      .select({ id: outboxMessages.id, to: outboxMessages.toAddress, subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.tenantId, tenantId), eq(outboxMessages.template, THRESHOLD_TEMPLATE)))
      .orderBy(asc(outboxMessages.createdAt)),
  );
}

export async function stockQuantity(db: Db, tenantId: string, stockItemId: string) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    queryRows<{ quantity: number; below_threshold: boolean }>(
      tx,
      sql`SELECT quantity, below_threshold FROM stock_items WHERE id = ${stockItemId}`,
    ),
  );
  return row;
}

export const newAppointmentId = () => randomUUID();
