import {
  MAX_UNIT_COST_CENTS,
  NO_IMAGES,
  type Product,
  catalogImagesSchema,
  priceCentsSchema,
  productBasicDetailsSchema,
  productDetailsSchema,
  productInventoryDetailsSchema,
} from '@salon/shared';
import { z } from 'zod';
import { centsToInput, moneyInput } from '../../components/form/money-schema.ts';
import { type DraftEdit, createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

// The shared request schemas with money typed as text ("12.50"), parsed to cents on the way out.
export const productBasicStepSchema = productBasicDetailsSchema.extend({
  priceCents: moneyInput(priceCentsSchema('Retail price'), 'Retail price'),
});
export const productDetailsStepSchema = productDetailsSchema;
const unitCostCents = z
  .int('Unit cost must be a whole number of cents')
  .min(0, 'Unit cost cannot be negative')
  .max(MAX_UNIT_COST_CENTS, 'Unit cost is too large');
export const productInventoryStepSchema = productInventoryDetailsSchema.extend({ unitCostCents: moneyInput(unitCostCents, 'Unit cost') });
export const productImagesStepSchema = catalogImagesSchema;

export type ProductDraftSteps = {
  basicDetails: z.input<typeof productBasicStepSchema>;
  productDetails: z.input<typeof productDetailsStepSchema>;
  inventoryDetails: z.input<typeof productInventoryStepSchema>;
  images: z.input<typeof productImagesStepSchema>;
};

export const PRODUCT_DRAFT_DEFAULTS: ProductDraftSteps = {
  basicDetails: { name: '', description: '', priceCents: '0.00' },
  // productType empty: the details step fills in the list's default (Consumable).
  productDetails: {
    productType: '',
    productUse: '',
    category: '',
    manufacturer: null,
    sku: '',
    barcode: '',
    resellable: false,
    consumable: false,
  },
  inventoryDetails: { threshold: 0, unitCostCents: '0.00', initialStock: [] },
  images: NO_IMAGES,
};

export const productWizard = createWizardDraftSlice<ProductDraftSteps>({ name: 'productWizard', defaults: PRODUCT_DRAFT_DEFAULTS });

export function productToDraft(record: Product): DraftEdit<ProductDraftSteps> {
  const { basicDetails, productDetails, inventoryDetails } = record;
  return {
    id: record.id,
    steps: {
      basicDetails: { ...basicDetails, description: basicDetails.description ?? '', priceCents: centsToInput(basicDetails.priceCents) },
      productDetails: { ...productDetails, sku: productDetails.sku ?? '', barcode: productDetails.barcode ?? '' },
      inventoryDetails: {
        threshold: inventoryDetails.threshold,
        unitCostCents: centsToInput(inventoryDetails.unitCostCents),
        initialStock: [],
      },
      images: record.images,
    },
  };
}
