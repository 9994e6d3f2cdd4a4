import type { CustomerNote } from '@salon/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerNotes, employees } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerOfActor } from './customer-access.ts';

const present = (n: typeof customerNotes.$inferSelect): CustomerNote => ({
  id: n.id,
  body: n.body,
  pinned: n.pinned,
  authorName: n.authorName,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** A customer's notes, pinned first then newest first (optionally only the pinned ones). */
export async function notesOf(tx: Tx, tenantId: string, customerId: string, { pinnedOnly = false } = {}) {
  const rows = await tx
    .select()
    .from(customerNotes)
    .where(
      and(
        eq(customerNotes.tenantId, tenantId),
        eq(customerNotes.customerId, customerId),
        pinnedOnly ? eq(customerNotes.pinned, true) : undefined,
      ),
    )
    .orderBy(desc(customerNotes.pinned), desc(customerNotes.createdAt), asc(customerNotes.id));
  return rows.map(present);
}

/** The pinned notes shown in the calendar's appointment details. */
export async function pinnedNotes(db: Db, actor: Actor, customerId: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const customer = await customerOfActor(tx, actor, customerId);
    return notesOf(tx, actor.tenantId, customer.id, { pinnedOnly: true });
  });
}

async function authorName(tx: Tx, actor: Actor) {
  const [row] = await tx
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.tenantId, actor.tenantId), eq(employees.id, actor.id)));
  return row ? `${row.firstName} ${row.lastName}` : 'Staff';
}

export async function addNote(db: Db, actor: Actor, customerId: string, input: { body: string; pinned: boolean }, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const customer = await customerOfActor(tx, actor, customerId);
    const [row] = await tx
      .insert(customerNotes)
      .values({
        tenantId: actor.tenantId,
        customerId: customer.id,
        body: input.body,
        pinned: input.pinned,
        authorId: actor.id,
        authorName: await authorName(tx, actor),
      })
      .returning();
    await audit(
      tx,
      actor,
      { action: 'customer.note_added', entityType: 'customer', entityId: customer.id, details: { noteId: row.id, pinned: row.pinned } },
      requestId,
    );
    return present(row);
  });
}

async function noteOf(tx: Tx, actor: Actor, customerId: string, noteId: string) {
  const customer = await customerOfActor(tx, actor, customerId);
  const [row] = await tx
    .select()
    .from(customerNotes)
    .where(and(eq(customerNotes.tenantId, actor.tenantId), eq(customerNotes.customerId, customer.id), eq(customerNotes.id, noteId)))
    .for('update');
  if (!row) throw notFound('Note');
  return row;
}

export async function editNote(
  db: Db,
  actor: Actor,
  ids: { id: string; noteId: string },
  input: { body: string; pinned: boolean },
  requestId?: string,
) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const note = await noteOf(tx, actor, ids.id, ids.noteId);
    const [row] = await tx
      .update(customerNotes)
      .set({ body: input.body, pinned: input.pinned })
      .where(and(eq(customerNotes.tenantId, actor.tenantId), eq(customerNotes.id, note.id)))
      .returning();
    await audit(
      tx,
      actor,
      {
        action: 'customer.note_edited',
        entityType: 'customer',
        entityId: ids.id,
        details: { noteId: note.id, before: note.body, pinned: row.pinned },
      },
      requestId,
    );
    return present(row);
  });
}

export async function deleteNote(db: Db, actor: Actor, ids: { id: string; noteId: string }, requestId?: string) {
  return withTenant(db, actor.tenantId, async (tx) => {
    const note = await noteOf(tx, actor, ids.id, ids.noteId);
    await tx.delete(customerNotes).where(and(eq(customerNotes.tenantId, actor.tenantId), eq(customerNotes.id, note.id)));
    await audit(
      tx,
      actor,
      { action: 'customer.note_deleted', entityType: 'customer', entityId: ids.id, details: { noteId: note.id, body: note.body } },
      requestId,
    );
    return { id: note.id };
  });
}
