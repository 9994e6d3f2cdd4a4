import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, rowId, tenantId, tenantPk } from '../../db/columns.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    tenantId: tenantId(),
    principalType: text('principal_type', { enum: ['admin', 'customer'] }).notNull(),
    employeeId: uuid('employee_id'),
    customerId: uuid('customer_id'),
    assumedByEmployeeId: uuid('assumed_by_employee_id'),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    tenantPk(t),
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_employee_idx').on(t.tenantId, t.employeeId),
    index('sessions_customer_idx').on(t.tenantId, t.customerId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: rowId(),
    tenantId: tenantId(),
    purpose: text('purpose').notNull(),
    identifier: text('identifier').notNull(),
    principalId: uuid('principal_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [tenantPk(t), index('one_time_codes_lookup_idx').on(t.tenantId, t.purpose, t.identifier, t.createdAt)],
);

/** Platform-wide sign-in attempts (no tenant: they are counted before an account is known). */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: id(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    /** SHA-256 of the client's device cookie (never the cookie itself); null without one. */
    deviceHash: text('device_hash'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_account_idx').on(t.accountKey, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
    index('sign_in_attempts_device_idx').on(t.accountKey, t.deviceHash, t.createdAt),
  ],
);

/** Used ALTCHA challenges, kept until they expire (altcha-lib has no replay protection of its own). */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Platform-wide generated secrets shared by every instance (the ALTCHA HMAC key when CAPTCHA_HMAC_KEY is unset). */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
