export * from './invoice-status.ts';
export * from './pricing.ts';
export * from './checkout.schemas.ts';
export * from './invoice-actions.ts';
