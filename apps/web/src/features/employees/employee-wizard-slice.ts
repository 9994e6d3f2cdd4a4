import type { ConfigGroupValues, EmployeeCreateInput } from '@salon/shared';
import { createWizardDraftSlice } from '../../components/wizard/wizard-draft.ts';

type Steps = Omit<EmployeeCreateInput, 'password'>;
/** The employee wizard's steps as typed (zod input of employeeCreateBodySchema), keyed as the request nests them. */
export type EmployeeDraftSteps = { [K in keyof Steps]-?: NonNullable<Steps[K]> };

export const EMPTY_EMPLOYEE_ADDRESS = { line1: '', line2: '', city: '', state: '', postalCode: '' };

export const EMPLOYEE_DRAFT_DEFAULTS: EmployeeDraftSteps = {
  basicDetails: { firstName: '', lastName: '', email: '', phoneNumber: '', dateOfBirth: null, color: '#1e88e5' },
  address: { homeAddress: EMPTY_EMPLOYEE_ADDRESS, sameAsHomeAddress: true, mailingAddress: null },
  workDetails: { assignments: [], applicationSource: null, referrerName: '', hireDate: null, billingRateCents: null },
  serviceDetails: { skills: [] },
  medicalEmergency: { contactName: '', relation: '', phoneNumber: '', notes: '' },
  legal: { licenseNo: '', dateExpiryLicense: null, identityDocumentNo: '', documents: [] },
};

/** Master data fetched for the wizard (spec section 3): kept across a reset. */
export type EmployeeMasterData = Pick<
  Partial<ConfigGroupValues>,
  'states' | 'languages' | 'skills' | 'application_source' | 'document_types'
>;

/** Reset keeps the id, the update ids and the same-address flag besides the master data (spec section 4). */
export const employeeWizard = createWizardDraftSlice<EmployeeDraftSteps, EmployeeMasterData>({
  name: 'employeeWizard',
  defaults: EMPLOYEE_DRAFT_DEFAULTS,
  keepOnReset: ['id', 'updateIds', 'sameAddress'],
});
