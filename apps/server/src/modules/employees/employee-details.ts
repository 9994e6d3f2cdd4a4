// Writes of the wizard's detail steps (address, medical emergency, legal with documents) and the checks
// against the tenant's config groups (skills, application sources, employee document types).
import { and, eq, notInArray } from 'drizzle-orm';
import type { EmployeeAddress, EmployeeUpdateBody } from '@salon/shared';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { employeeAddresses, employeeDocuments, employeeEmergencyContacts, employeeLegalDetails } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { attachFiles } from '../../platform/uploads/index.ts';
import { fetchConfig } from '../config/config.service.ts';

const orNull = (v: string | null | undefined) => (v ? v : null);

/** 422 naming each value that is not in the tenant's config groups. */
export async function checkConfigValues(ctx: AppContext, tenantId: string, body: EmployeeUpdateBody) {
  const skills = body.serviceDetails?.skills ?? [];
  const source = body.workDetails?.applicationSource;
  const documents = body.legal?.documents ?? [];
  if (!skills.length && !source && !documents.length) return;
  const config = await fetchConfig({ db: ctx.db, config: ctx.config, log: ctx.log }, { tenantId, staff: true }, [
    'skills',
    'application_source',
    'document_types',
  ]);
  const problems: Record<string, string> = {};
  const knownSkills = new Set((config.skills ?? []).map((s) => s.value));
  skills.forEach((skill, i) => {
    if (!knownSkills.has(skill)) problems[`serviceDetails.skills.${i}`] = 'Unknown skill set';
  });
  if (source && !(config.application_source ?? []).some((s) => s.value === source)) {
    problems['workDetails.applicationSource'] = 'Unknown application source';
  }
  const knownTypes = new Set((config.document_types?.employee ?? []).map((t) => t.key));
  documents.forEach((d, i) => {
    if (!knownTypes.has(d.type)) problems[`legal.documents.${i}.type`] = 'Unknown document type';
  });
  if (Object.keys(problems).length) throw invalid(problems);
}

async function upsertAddress(tx: Tx, tenantId: string, employeeId: string, kind: 'home' | 'mailing', a: EmployeeAddress) {
  const values = { line1: a.line1, line2: orNull(a.line2), city: a.city, state: a.state, postalCode: a.postalCode };
  await tx
    .insert(employeeAddresses)
    .values({ tenantId, employeeId, kind, ...values })
    .onConflictDoUpdate({ target: [employeeAddresses.tenantId, employeeAddresses.employeeId, employeeAddresses.kind], set: values });
}

/** Saves the detail steps present in `body` (a step left out stays as it is). */
export async function saveDetails(tx: Tx, actor: Actor, employeeId: string, body: EmployeeUpdateBody) {
  const tenantId = actor.tenantId;
  if (body.address) {
    await upsertAddress(tx, tenantId, employeeId, 'home', body.address.homeAddress);
    const mailing = body.address.sameAsHomeAddress ? null : body.address.mailingAddress;
    if (mailing) await upsertAddress(tx, tenantId, employeeId, 'mailing', mailing);
    else {
      await tx
        .delete(employeeAddresses)
        .where(
          and(
            eq(employeeAddresses.tenantId, tenantId),
            eq(employeeAddresses.employeeId, employeeId),
            eq(employeeAddresses.kind, 'mailing'),
          ),
        );
    }
  }
  if (body.medicalEmergency === null) {
    await tx
      .delete(employeeEmergencyContacts)
      .where(and(eq(employeeEmergencyContacts.tenantId, tenantId), eq(employeeEmergencyContacts.employeeId, employeeId)));
  } else if (body.medicalEmergency) {
    const m = body.medicalEmergency;
    const values = { contactName: m.contactName, relation: m.relation, phoneNumber: m.phoneNumber, notes: orNull(m.notes) };
    await tx
      .insert(employeeEmergencyContacts)
      .values({ tenantId, employeeId, ...values })
      .onConflictDoUpdate({ target: [employeeEmergencyContacts.tenantId, employeeEmergencyContacts.employeeId], set: values });
  }
  if (body.legal) await saveLegal(tx, actor, employeeId, body.legal);
}

async function saveLegal(tx: Tx, actor: Actor, employeeId: string, legal: NonNullable<EmployeeUpdateBody['legal']>) {
  const tenantId = actor.tenantId;
  const values = {
    licenseNo: orNull(legal.licenseNo),
    dateExpiryLicense: legal.dateExpiryLicense ?? null,
    identityDocumentNo: orNull(legal.identityDocumentNo),
  };
  await tx
    .insert(employeeLegalDetails)
    .values({ tenantId, employeeId, ...values })
    .onConflictDoUpdate({ target: [employeeLegalDetails.tenantId, employeeLegalDetails.employeeId], set: values });
  const fileIds = legal.documents.map((d) => d.fileId);
  try {
    await attachFiles(tx, actor, 'employee', employeeId, fileIds);
  } catch (err) {
    // attachFiles names files by id; the wizard names them by position.
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields = Object.fromEntries(
      Object.entries(err.fields).map(([id, message]) => [`legal.documents.${fileIds.indexOf(id)}.fileId`, message]),
    );
    throw new AppError(err.statusCode, err.code, err.message, fields);
  }
  const mine = and(eq(employeeDocuments.tenantId, tenantId), eq(employeeDocuments.employeeId, employeeId));
  await tx.delete(employeeDocuments).where(fileIds.length ? and(mine, notInArray(employeeDocuments.fileId, fileIds)) : mine);
  for (const d of legal.documents) {
    await tx
      .insert(employeeDocuments)
      .values({ tenantId, employeeId, type: d.type, fileId: d.fileId })
      .onConflictDoUpdate({
        target: [employeeDocuments.tenantId, employeeDocuments.employeeId, employeeDocuments.fileId],
        set: { type: d.type },
      });
  }
}
