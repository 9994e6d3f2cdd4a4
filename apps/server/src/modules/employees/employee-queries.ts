// Reads of one employee: the scope the access rules need, and the record the views show.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EmployeeRecord } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import {
  employeeAddresses,
  employeeDocuments,
  employeeEmergencyContacts,
  employeeLegalDetails,
  employeeRoles,
  employees,
  roles,
  stores,
} from '../../db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { roleAssignments, summarizeRoles } from '../../platform/auth/role-assignments.ts';
import type { EmployeeScope, EmployeeView } from './employee-access.ts';

export type EmployeeRow = typeof employees.$inferSelect;

/** The employee of the transaction's tenant with their roles and flags; 404 when absent or another tenant's. */
export async function loadEmployee(tx: Tx, tenantId: string, employeeId: string) {
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!row) throw notFound('Employee');
  const assignments = await roleAssignments(tx, row.id);
  const info = summarizeRoles(assignments, row.isSuperAdmin);
  const scope: EmployeeScope = {
    id: row.id,
    isSuperAdmin: row.isSuperAdmin,
    storeIds: [...new Set(assignments.flatMap((a) => (a.storeId ? [a.storeId] : [])))],
    tenantWide: row.isSuperAdmin || assignments.some((a) => a.storeId === null),
    accessControls: info.accessControls,
  };
  return { row, assignments, scope };
}

/** Role assignments of several employees at once (list pages), grouped by employee. */
export async function assignmentsByEmployee(tx: Tx, tenantId: string, employeeIds: readonly string[]) {
  const byEmployee = new Map<
    string,
    { storeId: string | null; storeName: string | null; roleId: string; slug: string; name: string; isOwner: boolean }[]
  >();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await tx
    .select({
      employeeId: employeeRoles.employeeId,
      storeId: employeeRoles.storeId,
      storeName: stores.name,
      roleId: roles.id,
      slug: roles.slug,
      name: roles.name,
      isOwner: employeeRoles.isOwner,
    })
    .from(employeeRoles)
    .innerJoin(roles, eq(roles.id, employeeRoles.roleId))
    .leftJoin(stores, eq(stores.id, employeeRoles.storeId))
    .where(and(eq(employeeRoles.tenantId, tenantId), inArray(employeeRoles.employeeId, [...employeeIds])))
    .orderBy(asc(stores.name), asc(roles.name));
  for (const { employeeId, ...assignment } of rows) {
    const list = byEmployee.get(employeeId) ?? [];
    list.push(assignment);
    byEmployee.set(employeeId, list);
  }
  return byEmployee;
}

const addressOut = (a: typeof employeeAddresses.$inferSelect | undefined) =>
  a ? { line1: a.line1, line2: a.line2, city: a.city, state: a.state, postalCode: a.postalCode } : null;

export interface RecordOptions {
  view: EmployeeView;
  showBillingRate: boolean;
}

/** The record of one loaded employee; legal, medical, date of birth and billing only as `options` allow. */
export async function buildEmployeeRecord(
  tx: Tx,
  loaded: Awaited<ReturnType<typeof loadEmployee>>,
  { view, showBillingRate }: RecordOptions,
): Promise<EmployeeRecord> {
  const { row, assignments } = loaded;
  const addresses = await tx
    .select()
    .from(employeeAddresses)
    .where(and(eq(employeeAddresses.tenantId, row.tenantId), eq(employeeAddresses.employeeId, row.id)));
  const home = addresses.find((a) => a.kind === 'home');
  const mailing = row.mailingSameAsHome ? home : addresses.find((a) => a.kind === 'mailing');
  const record: EmployeeRecord = {
    id: row.id,
    view,
    status: row.status,
    hasPin: row.pinHash !== null,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    basicDetails: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phoneNumber: row.phoneNumber,
      color: row.color,
    },
    address: { homeAddress: addressOut(home), sameAsHomeAddress: row.mailingSameAsHome, mailingAddress: addressOut(mailing) },
    workDetails: {
      assignments: assignments.map(({ storeId, storeName, roleId, slug, name, isOwner }) => ({
        storeId,
        storeName,
        roleId,
        slug,
        name,
        isOwner,
      })),
      applicationSource: row.applicationSource,
      referrerName: row.referrerName,
      hireDate: row.hireDate,
      ...(showBillingRate ? { billingRateCents: row.billingRateCents } : {}),
    },
    serviceDetails: { skills: row.skills },
  };
  if (view !== 'full') return record;
  const [contact] = await tx
    .select()
    .from(employeeEmergencyContacts)
    .where(and(eq(employeeEmergencyContacts.tenantId, row.tenantId), eq(employeeEmergencyContacts.employeeId, row.id)));
  const [legal] = await tx
    .select()
    .from(employeeLegalDetails)
    .where(and(eq(employeeLegalDetails.tenantId, row.tenantId), eq(employeeLegalDetails.employeeId, row.id)));
  const documents = await tx
    .select({ type: employeeDocuments.type, fileId: employeeDocuments.fileId })
    .from(employeeDocuments)
    .where(and(eq(employeeDocuments.tenantId, row.tenantId), eq(employeeDocuments.employeeId, row.id)))
    .orderBy(asc(employeeDocuments.type), asc(employeeDocuments.createdAt), asc(employeeDocuments.fileId));
  record.basicDetails.dateOfBirth = row.dateOfBirth;
  record.medicalEmergency = contact
    ? { contactName: contact.contactName, relation: contact.relation, phoneNumber: contact.phoneNumber, notes: contact.notes }
    : null;
  record.legal = {
    licenseNo: legal?.licenseNo ?? null,
    dateExpiryLicense: legal?.dateExpiryLicense ?? null,
    identityDocumentNo: legal?.identityDocumentNo ?? null,
    documents,
  };
  return record;
}
