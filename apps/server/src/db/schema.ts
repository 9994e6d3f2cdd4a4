// Every table of every module, for Drizzle's query builder and drizzle-kit.
export * from '../modules/tenancy/tenancy.tables.ts';
export * from '../modules/employees/employees.tables.ts';
export * from '../modules/customers/customers.tables.ts';
export * from '../modules/rbac/rbac.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/config/config.tables.ts';
export * from '../platform/audit/audit.tables.ts';
export * from '../platform/outbox/outbox.tables.ts';
