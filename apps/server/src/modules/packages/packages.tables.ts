import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';
import { services } from '../services/services.tables.ts';

/** A priced bundle of services, valid for a number of days. Archived (never deleted) once it has history. */
export const packages = pgTable(
  'packages',
  {
    id: rowId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    validityDays: integer('validity_days').notNull(),
    description: text('description'),
    /** Spec section 3: each note has text (blank ones are dropped before saving). */
    notes: jsonb('notes').$type<{ text: string }[]>().notNull().default([]),
    image1FileId: uuid('image1_file_id'),
    image2FileId: uuid('image2_file_id'),
    image3FileId: uuid('image3_file_id'),
    image4FileId: uuid('image4_file_id'),
    active: boolean('active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), uniqueIndex('packages_name_uq').on(t.tenantId, sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`)],
);
export type PackageRow = typeof packages.$inferSelect;

/** The services a package includes and how many of each; a service in a package is never deleted (restrict). */
export const packageServices = pgTable(
  'package_services',
  {
    id: rowId(),
    tenantId: tenantId(),
    packageId: uuid('package_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.packageId, packages).onDelete('cascade'),
    tenantFk(t, t.serviceId, services).onDelete('restrict'),
    unique('package_services_uq').on(t.tenantId, t.packageId, t.serviceId),
    index('package_services_service_idx').on(t.tenantId, t.serviceId),
  ],
);
