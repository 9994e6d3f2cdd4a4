import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../employees/employees.tables.ts';
import { stores } from '../tenancy/tenancy.tables.ts';

/**
 * An in-store tablet of one store. A manager makes a row with a short pairing code (only its SHA-256 is kept,
 * valid until pairing_expires_at); the tablet trades the code for a device credential (only its SHA-256 is
 * kept). Unpairing sets revoked_at: the credential stops working on the next call.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: rowId(),
    tenantId: tenantId(),
    storeId: uuid('store_id').notNull(),
    name: text('name').notNull(),
    pairingCodeHash: text('pairing_code_hash'),
    pairingExpiresAt: timestamp('pairing_expires_at', { withTimezone: true }),
    secretHash: text('secret_hash'),
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.storeId, stores),
    tenantFk(t, t.createdBy, employees).onDelete('set null'),
    index('kiosk_devices_store_idx').on(t.tenantId, t.storeId),
    uniqueIndex('kiosk_devices_pairing_uq').on(t.tenantId, t.pairingCodeHash).where(sql`pairing_code_hash is not null`),
  ],
);
export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
