import { productBasicStep } from './product-basic-step.tsx';
import { productDetailsStep } from './product-details-step.tsx';
import { productImagesStep } from './product-images-step.tsx';
import { productInventoryStep } from './product-inventory-step.tsx';

/** Spec section 2: basic details, product details, inventory details, images (then review). */
export const PRODUCT_STEPS = [productBasicStep, productDetailsStep, productInventoryStep, productImagesStep];
