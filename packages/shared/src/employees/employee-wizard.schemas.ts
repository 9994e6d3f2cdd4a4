// The employee wizard (spec sections 2 and 3): one schema per step; Create and Update carry every step in one request.
import { z } from 'zod';
import { optionalText, requiredText } from '../validation/text-fields.ts';
import { addressFields } from '../validation/address.schemas.ts';
import { MIN_DATE } from '../constants.ts';
import { dateOnlySchemaFor } from '../stores/store-hours.ts';
import { fileIdSchema } from '../uploads/upload.schemas.ts';
import { emailSchema, nameSchemaFor, passwordSchema, phoneSchema } from '../validation/rules.ts';
import { text } from '../validation/text.ts';

/** Licence and document numbers: letters, digits, spaces, hyphens and slashes. */
const DOCUMENT_NUMBER = /^[A-Za-z0-9 \-/]*$/;
const DOCUMENT_NUMBER_MESSAGE = 'Use only letters, digits, spaces, hyphens and slashes';
/** Values of config groups (skills, application_source, document types). */
const CONFIG_VALUE = /^[A-Za-z0-9_-]{1,50}$/;

const optionalDate = (label: string) =>
  dateOnlySchemaFor(label)
    .refine((v) => v >= MIN_DATE, `${label} must be on or after ${MIN_DATE}`)
    .nullish();

export const EMPLOYEE_COLOR = /^#[0-9a-fA-F]{6}$/;

// ---- basic details ------------------------------------------------------------------------------

export const employeeBasicDetailsSchema = z.object({
  firstName: nameSchemaFor('First name'),
  lastName: nameSchemaFor('Last name'),
  email: emailSchema,
  phoneNumber: phoneSchema.pipe(text().max(30, 'Phone number must be at most 30 characters')),
  // People born before MIN_DATE (1970) work too, so only "a real date in the past, after 1900".
  dateOfBirth: dateOnlySchemaFor('Date of birth')
    .refine((v) => v >= '1900-01-01', 'Date of birth must be after 1900')
    .refine((v) => v < new Date().toISOString().slice(0, 10), 'Date of birth must be in the past')
    .nullish(),
  /** The employee's column color on the appointment calendar. */
  color: text().trim().regex(EMPLOYEE_COLOR, 'Color must be a hex color such as #1e88e5').nullish(),
});
export type EmployeeBasicDetails = z.infer<typeof employeeBasicDetailsSchema>;

// ---- address ------------------------------------------------------------------------------------

export const employeeAddressSchema = z.object(addressFields());
export type EmployeeAddress = z.infer<typeof employeeAddressSchema>;

/** Home address, and a mailing address unless the same-address flag is on. */
export const employeeAddressStepSchema = z
  .object({
    homeAddress: employeeAddressSchema,
    sameAsHomeAddress: z.boolean().default(false),
    mailingAddress: employeeAddressSchema.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.sameAsHomeAddress && !v.mailingAddress) {
      ctx.addIssue({
        code: 'custom',
        path: ['mailingAddress'],
        message: 'Mailing address is required unless it is the same as the home address',
      });
    }
  });
export type EmployeeAddressStep = z.infer<typeof employeeAddressStepSchema>;

// ---- work details -------------------------------------------------------------------------------

/** One role held at one store; storeId null means tenant-wide (roles of tenant, brand or platform scope). */
export const employeeAssignmentInputSchema = z.object({
  storeId: z.uuid('Choose a store').nullable(),
  roleId: z.uuid('Choose a role'),
});
export type EmployeeAssignmentInput = z.infer<typeof employeeAssignmentInputSchema>;

export const REFERRAL_SOURCE = 'referral';
export const MAX_BILLING_RATE_CENTS = 1_000_000;

export const employeeWorkDetailsSchema = z
  .object({
    assignments: z.array(employeeAssignmentInputSchema).min(1, 'Choose at least one store and role').max(100, 'At most 100 store roles'),
    applicationSource: text().trim().regex(CONFIG_VALUE, 'Choose an application source').nullish(),
    referrerName: nameSchemaFor('Referrer name', { optional: true }).nullish(),
    hireDate: optionalDate('Hire date'),
    /** Integer cents per hour; read and written only with view_billing_rate / edit_billing_rate. */
    billingRateCents: z
      .int('Billing rate must be a whole number of cents')
      .min(0, 'Billing rate must not be negative')
      .max(MAX_BILLING_RATE_CENTS, 'Billing rate must be at most $10,000.00 an hour')
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.applicationSource === REFERRAL_SOURCE && !v.referrerName) {
      ctx.addIssue({ code: 'custom', path: ['referrerName'], message: 'Referrer name is required for a referral' });
    }
    const seen = new Set<string>();
    v.assignments.forEach((a, i) => {
      const key = `${a.storeId ?? '-'}:${a.roleId}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['assignments', i], message: 'This store and role is listed twice' });
      seen.add(key);
    });
  });
export type EmployeeWorkDetails = z.infer<typeof employeeWorkDetailsSchema>;

// ---- service details, medical emergency, legal ------------------------------------------------

export const employeeServiceDetailsSchema = z.object({
  skills: z
    .array(text().trim().regex(CONFIG_VALUE, 'Choose skill sets from the list'))
    .max(50, 'At most 50 skill sets')
    .refine((list) => new Set(list).size === list.length, 'A skill set is listed twice')
    .default([]),
});
export type EmployeeServiceDetails = z.infer<typeof employeeServiceDetailsSchema>;

export const employeeMedicalEmergencySchema = z.object({
  contactName: nameSchemaFor('Contact name'),
  relation: requiredText('Relation', 50),
  phoneNumber: phoneSchema.pipe(text().max(30, 'Phone number must be at most 30 characters')),
  /** Free text, kept verbatim (the web renders it as text, never as HTML). */
  notes: optionalText('Notes', 1000),
});
export type EmployeeMedicalEmergency = z.infer<typeof employeeMedicalEmergencySchema>;

export const employeeDocumentInputSchema = z.object({
  type: text().trim().regex(CONFIG_VALUE, 'Choose a document type'),
  fileId: fileIdSchema,
});

export const employeeLegalSchema = z.object({
  licenseNo: optionalText('Licence number', 50).refine((v) => !v || DOCUMENT_NUMBER.test(v), DOCUMENT_NUMBER_MESSAGE),
  dateExpiryLicense: optionalDate('Licence expiry date'),
  identityDocumentNo: optionalText('Identity document number', 50).refine((v) => !v || DOCUMENT_NUMBER.test(v), DOCUMENT_NUMBER_MESSAGE),
  documents: z
    .array(employeeDocumentInputSchema)
    .max(20, 'At most 20 documents')
    .refine((list) => new Set(list.map((d) => d.fileId)).size === list.length, 'A file is listed twice')
    .default([]),
});
export type EmployeeLegal = z.infer<typeof employeeLegalSchema>;

// ---- the whole wizard ----------------------------------------------------------------------------

/**
 * Employee/Create. Without `password` the new employee is emailed a code to set one
 * (EmployeeAuth/VerifyPasswordOTP then ForgetPasswordConfirm).
 */
export const employeeCreateBodySchema = z.object({
  basicDetails: employeeBasicDetailsSchema,
  address: employeeAddressStepSchema,
  workDetails: employeeWorkDetailsSchema,
  serviceDetails: employeeServiceDetailsSchema.default({ skills: [] }),
  medicalEmergency: employeeMedicalEmergencySchema.nullish(),
  legal: employeeLegalSchema.default({ documents: [] }),
  password: passwordSchema.optional(),
});
export type EmployeeCreateBody = z.infer<typeof employeeCreateBodySchema>;
export type EmployeeCreateInput = z.input<typeof employeeCreateBodySchema>;

/** Employee/Update/{id}: a step left out stays as it is; medicalEmergency null removes it. */
export const employeeUpdateBodySchema = z.object({
  basicDetails: employeeBasicDetailsSchema.optional(),
  address: employeeAddressStepSchema.optional(),
  workDetails: employeeWorkDetailsSchema.optional(),
  serviceDetails: employeeServiceDetailsSchema.optional(),
  medicalEmergency: employeeMedicalEmergencySchema.nullish(),
  legal: employeeLegalSchema.optional(),
});
export type EmployeeUpdateBody = z.infer<typeof employeeUpdateBodySchema>;
