import { UPLOAD_ENTITIES } from '@salon/shared';
import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../db/columns.ts';
import { employees } from '../../modules/employees/employees.tables.ts';

/**
 * An uploaded file, stored outside the web root at DATA_DIR/uploads/<tenant>/<entity>/<id>[.thumb].<ext>.
 * entity_id stays null until the record's save attaches it (attachFiles).
 */
export const files = pgTable(
  'files',
  {
    id: rowId(),
    tenantId: tenantId(),
    entityType: text('entity_type', { enum: UPLOAD_ENTITIES }).notNull(),
    entityId: uuid('entity_id'),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    extension: text('extension').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.uploadedBy, employees),
    index('files_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    index('files_uploader_idx').on(t.tenantId, t.uploadedBy),
  ],
);

export type FileRow = typeof files.$inferSelect;
