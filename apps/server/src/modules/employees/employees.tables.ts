import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, tenantFk, tenantId, tenantPk, updatedAt } from '../../db/columns.ts';

/** Staff accounts. Emails are unique across the platform so /admin sign-in needs no tenant. */
export const employees = pgTable(
  'employees',
  {
    id: rowId(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    /**
     * False only for a salon owner who signed up through /setup and has not yet typed the code emailed to them:
     * their password does not sign in until they do (issue 19). Everyone else proved it another way (an invite code).
     */
    emailVerified: boolean('email_verified').notNull().default(true),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    color: text('color'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    hireDate: date('hire_date', { mode: 'string' }),
    applicationSource: text('application_source'),
    referrerName: text('referrer_name'),
    billingRateCents: integer('billing_rate_cents'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    mailingSameAsHome: boolean('mailing_same_as_home').notNull().default(false),
    /** argon2id of the time-clock PIN (verification). */
    pinHash: text('pin_hash'),
    /** Keyed HMAC of the PIN (per-tenant key): finds a PIN's holder and keeps PINs unique per store. */
    pinLookup: text('pin_lookup'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The calendar's time scale this person chose (5/10/15/20 minutes); null: never chosen (issue 23). */
    calendarTimeScale: integer('calendar_time_scale'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPk(t),
    uniqueIndex('employees_email_uq').on(t.email),
    index('employees_tenant_idx').on(t.tenantId, t.lastName),
    index('employees_pin_lookup_idx').on(t.tenantId, t.pinLookup),
  ],
);

const employeeRef = () => uuid('employee_id').notNull();
/** The row belongs to its employee: deleted with them. */
const employeeFk = (t: Parameters<typeof tenantPk>[0] & { employeeId: AnyPgColumn }) =>
  tenantFk(t, t.employeeId, employees).onDelete('cascade');

/** Home and mailing addresses (the wizard's address step). */
export const employeeAddresses = pgTable(
  'employee_addresses',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: employeeRef(),
    kind: text('kind', { enum: ['home', 'mailing'] }).notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), employeeFk(t), unique('employee_addresses_uq').on(t.tenantId, t.employeeId, t.kind)],
);

/** The medical emergency contact; notes are free text kept verbatim. */
export const employeeEmergencyContacts = pgTable(
  'employee_emergency_contacts',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: employeeRef(),
    contactName: text('contact_name').notNull(),
    relation: text('relation').notNull(),
    phoneNumber: text('phone_number').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), employeeFk(t), unique('employee_emergency_contacts_uq').on(t.tenantId, t.employeeId)],
);

/** Licence and identity document numbers (spec section 3 field names); shown only with view_employee_full. */
export const employeeLegalDetails = pgTable(
  'employee_legal_details',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: employeeRef(),
    licenseNo: text('license_no'),
    dateExpiryLicense: date('date_expiry_license', { mode: 'string' }),
    identityDocumentNo: text('identity_document_no'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantPk(t), employeeFk(t), unique('employee_legal_details_uq').on(t.tenantId, t.employeeId)],
);

/** Uploaded documents linked to the employee (the file row lives in uploads; attachFiles checks it). */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: rowId(),
    tenantId: tenantId(),
    employeeId: employeeRef(),
    type: text('type').notNull(),
    fileId: uuid('file_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPk(t), employeeFk(t), unique('employee_documents_uq').on(t.tenantId, t.employeeId, t.fileId)],
);

/**
 * An assumed-role session (Employee/AssumeRole) and the admin session it suspended; the admin's
 * session gets a fresh token when they return (ReturnFromAssumedRole).
 */
export const employeeAssumptions = pgTable(
  'employee_assumptions',
  {
    id: rowId(),
    tenantId: tenantId(),
    sessionId: uuid('session_id').notNull(),
    originalSessionId: uuid('original_session_id').notNull(),
    employeeId: employeeRef(),
    assumedByEmployeeId: uuid('assumed_by_employee_id').notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    tenantPk(t),
    employeeFk(t),
    tenantFk(t, t.assumedByEmployeeId, employees).onDelete('cascade'),
    uniqueIndex('employee_assumptions_session_uq').on(t.tenantId, t.sessionId),
    index('employee_assumptions_by_idx').on(t.tenantId, t.assumedByEmployeeId),
  ],
);
