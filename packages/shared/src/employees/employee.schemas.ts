// Employee calls other than the wizard body (docs/organisation-api.md): search, record views, activation, PIN, assume role.
import { z } from 'zod';
import { listQuerySchema, listResultSchema } from '../api/envelope.ts';
import { sessionRoleSchema } from '../auth/auth.schemas.ts';
import { pinSchema } from '../validation/rules.ts';

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_SORTS = ['name', 'email', 'hireDate', 'createdAt', 'status'] as const;

/** Employee/Search: search by name, phone or email (max 50), filters store / role / status, paging. */
export const employeeSearchBodySchema = listQuerySchema.extend({
  sort: z
    .enum([...EMPLOYEE_SORTS, ...EMPLOYEE_SORTS.map((s) => `-${s}` as const)], {
      error: `Sort by ${EMPLOYEE_SORTS.join(', ')} (prefix '-' for descending)`,
    })
    .optional(),
  filters: z
    .object({
      storeId: z.uuid('Store must be a valid id').optional(),
      roleId: z.uuid('Role must be a valid id').optional(),
      status: z.enum(EMPLOYEE_STATUSES, { error: 'Status must be active or inactive' }).optional(),
    })
    .strict()
    .optional(),
});
export type EmployeeSearchBody = z.infer<typeof employeeSearchBodySchema>;

/** One role held at one store, as the record shows it. */
export const employeeAssignmentSchema = sessionRoleSchema.extend({ isOwner: z.boolean() });

export const employeeListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  color: z.string().nullable(),
  hireDate: z.string().nullable(),
  roles: z.array(employeeAssignmentSchema),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeeListSchema = listResultSchema(employeeListItemSchema);

const addressOutSchema = z.object({
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

/**
 * Employee/GetById and Profile. `view` says how much is present: `details` (work and contact) or
 * `full` (adds date of birth, medical emergency and legal with documents). billingRateCents is present
 * only for callers with view_billing_rate.
 */
export const employeeRecordSchema = z.object({
  id: z.string(),
  view: z.enum(['details', 'full']),
  status: z.enum(EMPLOYEE_STATUSES),
  hasPin: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
  basicDetails: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    color: z.string().nullable(),
    dateOfBirth: z.string().nullable().optional(),
  }),
  address: z.object({
    homeAddress: addressOutSchema.nullable(),
    sameAsHomeAddress: z.boolean(),
    mailingAddress: addressOutSchema.nullable(),
  }),
  workDetails: z.object({
    assignments: z.array(employeeAssignmentSchema),
    applicationSource: z.string().nullable(),
    referrerName: z.string().nullable(),
    hireDate: z.string().nullable(),
    billingRateCents: z.int().nullable().optional(),
  }),
  serviceDetails: z.object({ skills: z.array(z.string()) }),
  medicalEmergency: z
    .object({ contactName: z.string(), relation: z.string(), phoneNumber: z.string(), notes: z.string().nullable() })
    .nullable()
    .optional(),
  legal: z
    .object({
      licenseNo: z.string().nullable(),
      dateExpiryLicense: z.string().nullable(),
      identityDocumentNo: z.string().nullable(),
      documents: z.array(z.object({ type: z.string(), fileId: z.string() })),
    })
    .optional(),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

/** Employee/Create answer: the record, and how the new employee gets a password. */
export const employeeCreatedSchema = z.object({
  employee: employeeRecordSchema,
  passwordSetup: z.enum(['password_set', 'code_emailed']),
});

export const employeeActivateBodySchema = z.object({ active: z.boolean({ error: 'active must be true or false' }) });
export const employeeStatusSchema = z.object({ id: z.string(), status: z.enum(EMPLOYEE_STATUSES) });

export const employeeSetPinBodySchema = z.object({ pin: pinSchema });
export const pinSetSchema = z.object({ pinSet: z.literal(true) });
