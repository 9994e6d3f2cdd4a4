import { STORE_DOCUMENTS, hasAccess, type Store, type StorePeople, type StoreWizard } from '@salon/shared';
import type { stores } from '../../db/schema.ts';
import type { Actor } from '../../platform/auth/actor.ts';

export type StoreRow = typeof stores.$inferSelect;
type StoreColumns = Omit<typeof stores.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt' | 'status' | 'onlineBooking'>;

/** The Wi-Fi password is shown to customers in the store, but read back only by staff who may view store details. */
export const mayReadWifiPassword = (actor: Actor) => hasAccess(actor.accessControls, ['view_store_details']);

/** The wizard's steps as stored columns (the Wi-Fi password is resolved separately: an omitted one is kept). */
export function storeColumns(wizard: StoreWizard): StoreColumns {
  const { basicDetails: basic, storeDetails: details, legalInfo: legal, images, paymentsInfo: payments, otherInfo: other } = wizard;
  const [geoLat, geoLong] = details.geoPosition.split(',').map((part) => part.trim());
  return {
    name: basic.name,
    brandId: basic.brandId,
    phoneNumber: basic.phoneNumber,
    email: basic.email,
    addressLine1: basic.address.addressLine1,
    addressLine2: basic.address.addressLine2 || null,
    city: basic.address.city,
    state: basic.address.state,
    postalCode: basic.address.postalCode,
    timezone: details.timezone,
    openingHours: details.openingHours,
    geoLat,
    geoLong,
    slotInterval: details.slotInterval,
    licenseNo: legal.licenseNo,
    licenseExpiresOn: legal.dateOfExpiry,
    licenseFileId: legal.licenseFileId,
    agreementFileId: legal.agreementFileId,
    storeDetailsFileId: legal.storeDetailsFileId,
    termsFileId: legal.termsFileId,
    image1FileId: images.image1,
    image2FileId: images.image2,
    image3FileId: images.image3,
    image4FileId: images.image4,
    profileImageFileId: images.storeProfileImageId,
    acceptedTenders: payments.acceptedTenders,
    taxRateMilliPercent: payments.taxRateMilliPercent,
    tipSuggestions: payments.tipSuggestions,
    receiptFooter: payments.receiptFooter || null,
    paymentSandbox: payments.paymentSandbox,
    wifiName: other.wifiName || null,
    wifiSecurity: other.wifiSecurity,
  };
}

/** Every uploaded file the wizard names, by its field path (used to re-key upload errors to fields). */
export function storeFileFields(wizard: StoreWizard): { documents: [string, string][]; images: [string, string][] } {
  const { legalInfo: legal, images } = wizard;
  const present = (pairs: [string, string | null][]) => pairs.filter((pair): pair is [string, string] => pair[1] !== null);
  return {
    documents: present([
      ['legalInfo.licenseFileId', legal.licenseFileId],
      ['legalInfo.agreementFileId', legal.agreementFileId],
      ['legalInfo.storeDetailsFileId', legal.storeDetailsFileId],
      ['legalInfo.termsFileId', legal.termsFileId],
    ]),
    images: present([
      ['images.image1', images.image1],
      ['images.image2', images.image2],
      ['images.image3', images.image3],
      ['images.image4', images.image4],
      ['images.storeProfileImageId', images.storeProfileImageId],
    ]),
  };
}

/** GetById's answer: the wizard's steps, documents and people; the Wi-Fi password only for view_store_details. */
export function presentStore(row: StoreRow, brandName: string, people: StorePeople, showWifiPassword: boolean): Store {
  const files = {
    licenseFileId: row.licenseFileId,
    agreementFileId: row.agreementFileId,
    storeDetailsFileId: row.storeDetailsFileId,
    termsFileId: row.termsFileId,
  };
  return {
    id: row.id,
    status: row.status,
    onlineBooking: row.onlineBooking,
    brandName,
    basicDetails: {
      name: row.name,
      brandId: row.brandId,
      phoneNumber: row.phoneNumber,
      email: row.email,
      address: {
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
        country: row.country,
      },
    },
    storeDetails: {
      timezone: row.timezone,
      openingHours: row.openingHours,
      geoPosition: row.geoLat && row.geoLong ? `${row.geoLat},${row.geoLong}` : null,
      slotInterval: row.slotInterval,
    },
    legalInfo: { licenseNo: row.licenseNo, dateOfExpiry: row.licenseExpiresOn, ...files },
    images: {
      image1: row.image1FileId,
      image2: row.image2FileId,
      image3: row.image3FileId,
      image4: row.image4FileId,
      storeProfileImageId: row.profileImageFileId,
    },
    paymentsInfo: {
      acceptedTenders: row.acceptedTenders,
      taxRateMilliPercent: row.taxRateMilliPercent,
      tipSuggestions: row.tipSuggestions,
      receiptFooter: row.receiptFooter,
      paymentSandbox: row.paymentSandbox,
    },
    otherInfo: {
      wifiName: row.wifiName,
      wifiSecurity: row.wifiSecurity,
      wifiPassword: showWifiPassword ? row.wifiPassword : null,
      wifiPasswordSet: row.wifiPassword !== null,
    },
    documents: STORE_DOCUMENTS.map((doc) => ({
      key: doc.key,
      label: doc.label,
      fileId: files[doc.field],
      present: files[doc.field] !== null,
    })),
    people,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Names of the columns whose values differ (for the audit; values are not logged, the Wi-Fi password least of all). */
export function changedColumns(before: StoreRow, after: StoreRow): string[] {
  const skip = new Set(['updatedAt', 'createdAt']);
  return (Object.keys(after) as (keyof StoreRow)[]).filter(
    (key) => !skip.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
