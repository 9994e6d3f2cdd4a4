import type { EmployeeRecord } from '@salon/shared';
import type { DraftEdit } from '../../../components/wizard/wizard-draft.ts';
import { EMPLOYEE_DRAFT_DEFAULTS, type EmployeeDraftSteps } from '../employee-wizard-slice.ts';
import { employeeAddressStep } from './employee-address-step.tsx';
import { employeeBasicStep } from './employee-basic-step.tsx';
import { employeeLegalStep } from './employee-legal-step.tsx';
import { employeeMedicalStep } from './employee-medical-step.tsx';
import { employeeServiceStep } from './employee-service-step.tsx';
import { employeeWorkStep } from './employee-work-step.tsx';

/** Spec section 2: basic details, address, work details, service details, medical emergency, legal (then review). */
export const EMPLOYEE_STEPS = [
  employeeBasicStep,
  employeeAddressStep,
  employeeWorkStep,
  employeeServiceStep,
  employeeMedicalStep,
  employeeLegalStep,
];

/** A saved employee as wizard steps, for edit; what this view of the record lacks stays at the defaults. */
export function employeeToDraft(record: EmployeeRecord): DraftEdit<EmployeeDraftSteps> {
  const { basicDetails: b, address, workDetails: w } = record;
  return {
    id: record.id,
    sameAddress: address.sameAsHomeAddress,
    updateIds: Object.fromEntries(w.assignments.map((a) => [`${a.storeId ?? '-'}:${a.roleId}`, a.roleId])),
    steps: {
      basicDetails: { ...b, phoneNumber: b.phoneNumber ?? '', dateOfBirth: b.dateOfBirth ?? null },
      address: {
        homeAddress: address.homeAddress ?? EMPLOYEE_DRAFT_DEFAULTS.address.homeAddress,
        sameAsHomeAddress: address.sameAsHomeAddress,
        mailingAddress: address.mailingAddress,
      },
      workDetails: {
        assignments: w.assignments.map((a) => ({ storeId: a.storeId, roleId: a.roleId })),
        applicationSource: w.applicationSource,
        referrerName: w.referrerName ?? '',
        hireDate: w.hireDate,
        billingRateCents: w.billingRateCents ?? null,
      },
      serviceDetails: record.serviceDetails,
      ...(record.medicalEmergency ? { medicalEmergency: { ...record.medicalEmergency, notes: record.medicalEmergency.notes ?? '' } } : {}),
      ...(record.legal ? { legal: record.legal } : {}),
    },
  };
}
