// Test data of the store route tests: a complete wizard payload and uploaded-file rows.
import { randomBytes } from 'node:crypto';
import { DEFAULT_STORE_OPENING_HOURS, type StoreWizardInput } from '@salon/shared';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';

/** A store wizard as a person would complete it (Sunday closed). */
export function storeWizard(brandId: string, name = `Lakeview ${randomBytes(3).toString('hex')}`): StoreWizardInput {
  return {
    basicDetails: {
      name,
      brandId,
      phoneNumber: '(312) 555-0100',
      email: 'Lakeview@Brand.test',
      address: { addressLine1: '100 N. Lake St', addressLine2: 'Suite #2', city: 'Chicago', state: 'IL', postalCode: '60601' },
    },
    storeDetails: {
      timezone: 'America/Chicago',
      openingHours: { ...DEFAULT_STORE_OPENING_HOURS, '0': null, '6': { open: '09:00', close: '17:30' } },
      geoPosition: '41.8781,-87.6298',
      slotInterval: 15,
    },
    legalInfo: { licenseNo: 'IL-BS-2024/001', dateOfExpiry: '2099-12-31', licenseFileId: null, agreementFileId: null },
    paymentsInfo: {
      acceptedTenders: ['card', 'cash'],
      taxRateMilliPercent: 10250,
      tipSuggestions: [15, 20, 25],
      receiptFooter: 'Thank you for visiting!',
      paymentSandbox: true,
    },
    otherInfo: { wifiName: 'Lakeview Guest', wifiSecurity: 'WPA/WPA2', wifiPassword: 'haircut123' },
  };
}

/** A copy of `value` with the dotted `path` set (undefined deletes the key). */
export function patched<T extends object>(value: T, path: string, replacement: unknown): T {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy as T;
}

/** An uploaded, not yet attached file (as Upload/{entity}/{kind} leaves it). */
export async function uploadedFile(
  db: Db,
  tenantId: string,
  uploadedBy: string,
  { kind = 'image', entityType = 'store' }: { kind?: 'image' | 'document'; entityType?: 'store' | 'brand' | 'employee' } = {},
) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(files)
      .values({
        tenantId,
        entityType,
        kind,
        originalName: kind === 'image' ? 'front.png' : 'licence.pdf',
        contentType: kind === 'image' ? 'image/png' : 'application/pdf',
        extension: kind === 'image' ? 'png' : 'pdf',
        size: 1024,
        sha256: randomBytes(32).toString('hex'),
        uploadedBy,
      })
      .returning(),
  );
  return row;
}
