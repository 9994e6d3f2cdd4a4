import type { Product, ProductListItem, ProductWizard } from '@salon/shared';
import { imageColumns, imagesOf } from '../catalog/catalog-support.ts';
import type { ProductRow } from './products.tables.ts';

/** The products row of a wizard; productType is resolved to the list default first. */
export function productColumns(wizard: ProductWizard, productType: string) {
  const { basicDetails: b, productDetails: d, inventoryDetails: i } = wizard;
  return {
    name: b.name,
    description: b.description,
    priceCents: b.priceCents,
    productType,
    productUse: d.productUse,
    category: d.category,
    manufacturer: d.manufacturer,
    sku: d.sku,
    barcode: d.barcode,
    resellable: d.resellable,
    consumable: d.consumable,
    threshold: i.threshold,
    unitCostCents: i.unitCostCents,
    ...imageColumns(wizard.images),
  };
}

export function presentProduct(row: ProductRow, hasHistory: boolean): Product {
  return {
    id: row.id,
    active: row.active,
    archived: row.archivedAt !== null,
    hasHistory,
    basicDetails: { name: row.name, description: row.description, priceCents: row.priceCents },
    productDetails: {
      productType: row.productType,
      productUse: row.productUse,
      category: row.category,
      manufacturer: row.manufacturer,
      sku: row.sku,
      barcode: row.barcode,
      resellable: row.resellable,
      consumable: row.consumable,
    },
    inventoryDetails: { threshold: row.threshold, unitCostCents: row.unitCostCents },
    images: imagesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function productListItem(row: ProductRow): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    priceCents: row.priceCents,
    productType: row.productType,
    productUse: row.productUse,
    category: row.category,
    manufacturer: row.manufacturer,
    sku: row.sku,
    barcode: row.barcode,
    resellable: row.resellable,
    consumable: row.consumable,
    active: row.active,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const AUDITED = [
  'name',
  'description',
  'priceCents',
  'productType',
  'productUse',
  'category',
  'manufacturer',
  'sku',
  'barcode',
  'resellable',
  'consumable',
  'threshold',
  'unitCostCents',
  'image1FileId',
  'image2FileId',
  'image3FileId',
  'image4FileId',
] as const;

export const changedProductColumns = (before: ProductRow, after: ProductRow) => AUDITED.filter((k) => before[k] !== after[k]);
