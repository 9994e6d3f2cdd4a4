import type { Service, ServiceListItem, ServiceWizard } from '@salon/shared';
import type { ServiceRow } from './services.tables.ts';
import { imageColumns, imagesOf } from '../catalog/catalog-support.ts';

/** The services row of a wizard (stores, store prices and product usage live in their own tables). */
export function serviceColumns(wizard: ServiceWizard) {
  const { basicDetails: b, additionalDetails: a, others: o } = wizard;
  return {
    name: b.name,
    category: b.category,
    durationMinutes: b.durationMinutes,
    priceCents: b.priceCents,
    skillSet: b.skillSet,
    extraTimeMinutes: a.extraTimeMinutes,
    processingGapMinutes: a.processingGapMinutes,
    bufferBeforeMinutes: a.bufferBeforeMinutes,
    signature: a.signature,
    onlineBookable: o.onlineBookable,
    ...imageColumns(o.images),
  };
}

export interface ServiceRelations {
  stores: { id: string; name: string }[];
  storeOverrides: { storeId: string; priceCents: number | null; durationMinutes: number | null }[];
  productUsage: { productId: string; productName: string; quantity: number }[];
  hasHistory: boolean;
}

export function presentService(row: ServiceRow, rel: ServiceRelations): Service {
  return {
    id: row.id,
    active: row.active,
    archived: row.archivedAt !== null,
    hasHistory: rel.hasHistory,
    basicDetails: {
      name: row.name,
      category: row.category,
      durationMinutes: row.durationMinutes,
      priceCents: row.priceCents,
      skillSet: row.skillSet,
    },
    additionalDetails: {
      extraTimeMinutes: row.extraTimeMinutes,
      processingGapMinutes: row.processingGapMinutes,
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      signature: row.signature,
      productUsage: rel.productUsage,
    },
    others: {
      storeIds: rel.stores.map((s) => s.id),
      stores: rel.stores,
      onlineBookable: row.onlineBookable,
      images: imagesOf(row),
      storeOverrides: rel.storeOverrides,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function serviceListItem(row: ServiceRow, storeCount: number): ServiceListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents,
    skillSet: row.skillSet,
    signature: row.signature,
    onlineBookable: row.onlineBookable,
    active: row.active,
    archived: row.archivedAt !== null,
    storeCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const AUDITED = [
  'name',
  'category',
  'durationMinutes',
  'priceCents',
  'skillSet',
  'extraTimeMinutes',
  'processingGapMinutes',
  'bufferBeforeMinutes',
  'signature',
  'onlineBookable',
] as const;

/** The columns an update changed, for the audit entry (names only: values are in the record). */
export const changedServiceColumns = (before: ServiceRow, after: ServiceRow) => AUDITED.filter((k) => before[k] !== after[k]);
