// Who may upload a file for a kind of record, and who may read it once it is attached to one.
import { hasAccess, type PermissionFlag, type UploadEntity } from '@salon/shared';
import type { Actor } from '../auth/actor.ts';

interface EntityPolicy {
  /** Flags (any of) that allow uploading a file for this kind of record. */
  upload: readonly PermissionFlag[];
  /** Any staff member may upload (their own employee documents and photo). */
  uploadBySelf?: true;
  /** Flags (any of) that allow reading a file attached to such a record. */
  read: readonly PermissionFlag[];
  /**
   * Also readable by: every staff member of the tenant / the employee it belongs to / staff of that store; or only
   * through its record's own route once attached (chat attachments: the conversation's members, messages module).
   */
  readBy?: 'any_staff' | 'the_employee' | 'store_staff' | 'own_route';
}

export const UPLOAD_POLICY: Readonly<Record<UploadEntity, EntityPolicy>> = {
  brand: { upload: ['create_brand', 'edit_brand'], read: [], readBy: 'any_staff' },
  store: {
    upload: ['create_store', 'edit_store_details'],
    read: ['view_store_details', 'get_store_list', 'edit_store_details'],
    readBy: 'store_staff',
  },
  employee: {
    upload: ['create_employee', 'edit_employee'],
    uploadBySelf: true,
    read: ['view_employee_details', 'view_employee_full', 'view_all_employees', 'edit_employee'],
    readBy: 'the_employee',
  },
  service: { upload: ['create_service', 'edit_service'], read: ['view_service', 'create_service', 'edit_service'] },
  package: { upload: ['create_package', 'edit_package'], read: ['view_package', 'create_package', 'edit_package'] },
  product: { upload: ['create_product', 'edit_product'], read: ['view_product', 'create_product', 'edit_product'] },
  customer: {
    upload: ['create_customer', 'edit_customer_profile'],
    read: ['view_customer_profile', 'edit_customer_profile'],
  },
  chat_message: { upload: [], uploadBySelf: true, read: [], readBy: 'own_route' },
  // Issue 19: once attached, read through GET /api/InStorePromotion/Image/{id} (staff with the flags, the brand's tablets).
  in_store_promotion: { upload: ['create_edit_promo_codes'], read: [], readBy: 'own_route' },
};

/** Attached files of this kind are read only through their record's route (which checks more than flags). */
export const readOnlyByOwnRoute = (file: { entityType: UploadEntity; entityId: string | null }) =>
  file.entityId !== null && UPLOAD_POLICY[file.entityType].readBy === 'own_route';

export function mayUpload(actor: Actor, entity: UploadEntity): boolean {
  if (actor.type !== 'admin') return false;
  const policy = UPLOAD_POLICY[entity];
  return policy.uploadBySelf === true || hasAccess(actor.accessControls, policy.upload);
}

export interface ReadableFile {
  entityType: UploadEntity;
  entityId: string | null;
  uploadedBy: string;
}

/** Unattached: only its uploader. Attached: whoever may see that record (UPLOAD_POLICY). */
export function mayRead(actor: Actor, file: ReadableFile): boolean {
  if (actor.type !== 'admin') return false;
  if (file.entityId === null) return file.uploadedBy === actor.id;
  if (readOnlyByOwnRoute(file)) return false;
  const policy = UPLOAD_POLICY[file.entityType];
  if (hasAccess(actor.accessControls, policy.read)) return true;
  switch (policy.readBy) {
    case 'any_staff':
      return true;
    case 'the_employee':
      return file.entityId === actor.id;
    case 'store_staff':
      return actor.tenantWide || actor.storeIds.includes(file.entityId);
    default:
      return false;
  }
}
