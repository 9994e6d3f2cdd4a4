import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk } from '../../../db/columns.ts';
import { customers } from '../../customers/customers.tables.ts';
import { brands } from '../../tenancy/tenancy.tables.ts';

/** A customer's sign-in identity at an outside provider (Google, Facebook, COGNITO): one subject per brand. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    provider: text('provider').notNull(),
    /** The provider's stable user id (OpenID `sub`, Facebook's app-scoped id). */
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    tenantFk(t, t.customerId, customers).onDelete('cascade'),
    uniqueIndex('customer_identities_subject_uq').on(t.tenantId, t.brandId, t.provider, t.subject),
    index('customer_identities_customer_idx').on(t.tenantId, t.customerId),
  ],
);

/**
 * One social sign-in under way: the PKCE verifier, state and nonce between the redirect to the provider and
 * its callback (single use, 10 minutes). When the provider's email belongs to an existing customer, the row
 * also holds the identity waiting to be linked once that customer proves the account (link token).
 */
export const socialSignIns = pgTable(
  'social_sign_ins',
  {
    id: rowId(),
    tenantId: tenantId(),
    brandId: uuid('brand_id').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    callbackUrl: text('callback_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    linkTokenHash: text('link_token_hash'),
    linkCustomerId: uuid('link_customer_id'),
    linkSubject: text('link_subject'),
    linkEmail: text('link_email'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    tenantFk(t, t.brandId, brands),
    tenantFk(t, t.linkCustomerId, customers).onDelete('cascade'),
    index('social_sign_ins_link_idx').on(t.tenantId, t.linkTokenHash),
  ],
);
