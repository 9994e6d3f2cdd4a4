import type { StoreWizard } from '@salon/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/errors.ts';
import { attachFiles, requireImageFiles } from '../../platform/uploads/index.ts';
import { storeFileFields } from './store-mapping.ts';

/**
 * Links the licence, agreement, documents and images to the store inside its save transaction.
 * Upload errors name file ids; they are re-keyed to the wizard's fields (legalInfo.licenseFileId, images.image1...).
 */
export async function linkStoreFiles(tx: Tx, actor: Actor, storeId: string, wizard: StoreWizard) {
  const { documents, images } = storeFileFields(wizard);
  const all = [...documents, ...images];
  try {
    await requireImageFiles(
      tx,
      actor,
      images.map(([, id]) => id),
    );
    await attachFiles(
      tx,
      actor,
      'store',
      storeId,
      all.map(([, id]) => id),
    );
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    const fields: Record<string, string> = {};
    for (const [field, id] of all) if (err.fields[id]) fields[field] = err.fields[id];
    throw new AppError(err.statusCode, err.code, err.message, Object.keys(fields).length ? fields : err.fields);
  }
}
