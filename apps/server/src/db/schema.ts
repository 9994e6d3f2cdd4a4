// Every table of every module, for Drizzle's query builder and drizzle-kit.
export * from '../modules/tenancy/tenancy.tables.ts';
export * from '../modules/employees/employees.tables.ts';
export * from '../modules/customers/customers.tables.ts';
export * from '../modules/rbac/rbac.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/config/config.tables.ts';
export * from '../platform/audit/audit.tables.ts';
export * from '../platform/outbox/outbox.tables.ts';
export * from '../platform/uploads/uploads.tables.ts';
export * from '../modules/stores/stores.tables.ts';
export * from '../modules/inventory/inventory.tables.ts';
export * from '../modules/products/products.tables.ts';
export * from '../modules/services/services.tables.ts';
export * from '../modules/packages/packages.tables.ts';
export * from '../modules/product-overrides/product-overrides.tables.ts';
