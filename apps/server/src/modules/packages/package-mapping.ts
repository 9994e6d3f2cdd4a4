import type { Package, PackageListItem, PackageWizard } from '@salon/shared';
import { imageColumns, imagesOf } from '../catalog/catalog-support.ts';
import type { PackageRow } from './packages.tables.ts';

export function packageColumns(wizard: PackageWizard) {
  const { basicDetails: b, additionalDetails: a, others: o } = wizard;
  return {
    name: b.name,
    priceCents: b.priceCents,
    validityDays: a.validityDays,
    description: o.description,
    notes: o.notes.map((n) => ({ text: n.text })),
    ...imageColumns(o.images),
  };
}

export type IncludedService = { serviceId: string; serviceName: string; count: number; priceCents: number };

export function presentPackage(row: PackageRow, included: IncludedService[], hasHistory: boolean): Package {
  return {
    id: row.id,
    active: row.active,
    archived: row.archivedAt !== null,
    hasHistory,
    basicDetails: { name: row.name, services: included, priceCents: row.priceCents },
    additionalDetails: { validityDays: row.validityDays },
    others: { description: row.description, notes: row.notes, images: imagesOf(row) },
    servicesValueCents: included.reduce((sum, s) => sum + s.priceCents * s.count, 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function packageListItem(row: PackageRow, serviceCount: number): PackageListItem {
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    validityDays: row.validityDays,
    serviceCount,
    active: row.active,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const AUDITED = [
  'name',
  'priceCents',
  'validityDays',
  'description',
  'image1FileId',
  'image2FileId',
  'image3FileId',
  'image4FileId',
] as const;

export function changedPackageColumns(
  before: PackageRow,
  after: PackageRow,
  servicesBefore: IncludedService[],
  servicesAfter: IncludedService[],
) {
  const key = (list: IncludedService[]) => JSON.stringify(list.map((s) => [s.serviceId, s.count]).sort());
  return [
    ...AUDITED.filter((k) => before[k] !== after[k]),
    ...(JSON.stringify(before.notes) !== JSON.stringify(after.notes) ? ['notes'] : []),
    ...(key(servicesBefore) !== key(servicesAfter) ? ['services'] : []),
  ];
}
