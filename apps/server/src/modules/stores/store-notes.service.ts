import type { StoreNote } from '@salon/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employees, storeNotes } from '../../db/schema.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { storeOfActor } from './store-access.ts';

async function notesOf(tx: Tx, tenantId: string, storeId: string, noteId?: string): Promise<StoreNote[]> {
  const rows = await tx
    .select({ note: storeNotes, firstName: employees.firstName, lastName: employees.lastName })
    .from(storeNotes)
    .innerJoin(employees, eq(employees.id, storeNotes.authorId))
    .where(and(eq(storeNotes.tenantId, tenantId), eq(storeNotes.storeId, storeId), noteId ? eq(storeNotes.id, noteId) : undefined))
    .orderBy(desc(storeNotes.createdAt), desc(storeNotes.id));
  return rows.map(({ note, firstName, lastName }) => ({
    id: note.id,
    text: note.body,
    authorId: note.authorId,
    authorName: `${firstName} ${lastName}`,
    assumedById: note.assumedById,
    createdAt: note.createdAt.toISOString(),
  }));
}

/** Store/Notes: newest first, with author and time. */
export async function listStoreNotes(db: Db, actor: Actor, storeId: string): Promise<StoreNote[]> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    return notesOf(tx, actor.tenantId, storeId);
  });
}

/** Store/AddNote: kept verbatim (the page escapes it); notes are never edited, so the history stays honest. */
export async function addStoreNote(db: Db, actor: Actor, storeId: string, text: string, requestId?: string): Promise<StoreNote> {
  return withTenant(db, actor.tenantId, async (tx) => {
    await storeOfActor(tx, actor, storeId);
    const [row] = await tx
      .insert(storeNotes)
      .values({ tenantId: actor.tenantId, storeId, authorId: actor.id, assumedById: actor.assumedBy, body: text })
      .returning();
    await audit(tx, actor, { action: 'store.note_add', entityType: 'store', entityId: storeId, details: { noteId: row.id } }, requestId);
    const [note] = await notesOf(tx, actor.tenantId, storeId, row.id);
    return note;
  });
}
