// Files attached to chat messages: uploaded first (POST /api/Upload/chat_message/document, any staff), linked to
// the message in its send transaction, and read back only by members of its conversation while it is not deleted;
// deleting the message deletes them.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { chatMessages, files } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { attachFiles } from '../../platform/uploads/index.ts';
import { type FileLocation, filePath, removeQuietly } from '../../platform/uploads/file-store.ts';
import { type FileToSend, openStored } from '../uploads/upload.service.ts';
import { memberConversation } from './chat-records.ts';

/**
 * Links the sender's own uploads to a new message. Any refusal (a file that is someone else's, of another tenant,
 * unknown, uploaded for another kind of record or already in another message) names `fileIds` and, thrown inside
 * the send transaction, leaves no message behind.
 */
export async function attachToMessage(tx: Tx, actor: Actor, messageId: string, fileIds: string[]): Promise<void> {
  const ids = [...new Set(fileIds)];
  if (!ids.length) return;
  const mine = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.tenantId, actor.tenantId), inArray(files.id, ids), eq(files.uploadedBy, actor.id)));
  if (mine.length !== ids.length)
    throw invalid({ fileIds: 'A file was not found. Please attach it again.' }, 'Some files could not be attached.');
  try {
    await attachFiles(tx, actor, 'chat_message', messageId, ids);
  } catch (err) {
    if (err instanceof AppError && err.fields)
      throw new AppError(err.statusCode, err.code, err.message, { fileIds: Object.values(err.fields)[0]! });
    throw err;
  }
}

/**
 * Deletes the file rows of a message being deleted (inside its transaction) and answers where their bytes are, for
 * `removeMessageFiles` to delete once the transaction has committed.
 */
export async function detachMessageFiles(tx: Tx, tenantId: string, messageId: string): Promise<FileLocation[]> {
  return tx
    .delete(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.entityType, 'chat_message'), eq(files.entityId, messageId)))
    .returning({ tenantId: files.tenantId, entityType: files.entityType, id: files.id, extension: files.extension });
}

/** Deletes the bytes (and thumbnails) of detached files; a file that cannot be deleted is left as an orphan. */
export async function removeMessageFiles(dataDir: string, gone: FileLocation[]): Promise<void> {
  await removeQuietly(...gone.flatMap((f) => [filePath(dataDir, f), filePath(dataDir, f, true)]));
}

/**
 * An attachment (or its thumbnail) for a member of the message's conversation, in the actor's tenant, while the
 * message is not deleted; 404 to everyone else, so a file id tells an outsider nothing.
 */
export async function readChatFile(ctx: AppContext, actor: Actor, fileId: string, thumb: boolean): Promise<FileToSend> {
  const row = await withTenant(ctx.db, actor.tenantId, async (tx) => {
    const [found] = await tx
      .select({ file: files, conversationId: chatMessages.conversationId })
      .from(files)
      .innerJoin(chatMessages, and(eq(chatMessages.tenantId, files.tenantId), eq(chatMessages.id, files.entityId)))
      .where(
        and(eq(files.tenantId, actor.tenantId), eq(files.id, fileId), eq(files.entityType, 'chat_message'), isNull(chatMessages.deletedAt)),
      );
    if (!found) throw notFound('File');
    await memberConversation(tx, actor, found.conversationId).catch(() => {
      throw notFound('File');
    });
    return found.file;
  });
  return openStored(ctx, row, thumb);
}
