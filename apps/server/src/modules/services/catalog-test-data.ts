// Test data of the catalog route tests (services, packages, products, product overrides).
import { randomBytes } from 'node:crypto';
import {
  controlsFromFlags,
  type PackageWizardInput,
  type PermissionFlag,
  type ProductWizardInput,
  type ServiceWizardInput,
  type UploadEntity,
} from '@salon/shared';
import type { Db } from '../../db/client.ts';
import { files, roles } from '../../db/schema.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { TEST_PASSWORD, type TestTenant } from '../../testing/factories.ts';
import { staffAuth } from '../../testing/test-sessions.ts';
import { createEmployee } from '../employees/employees.service.ts';

export type Headers = Record<string, string>;
const unique = () => randomBytes(3).toString('hex');

export function serviceWizard(name = `Classic Cut ${unique()}`, overrides: Partial<ServiceWizardInput> = {}): ServiceWizardInput {
  return {
    basicDetails: { name, category: 'Haircuts', durationMinutes: 30, priceCents: 2500, skillSet: 'haircut' },
    additionalDetails: { extraTimeMinutes: 5, processingGapMinutes: 0, signature: false, productUsage: [] },
    others: { storeIds: [], onlineBookable: false },
    ...overrides,
  };
}

export function packageWizard(serviceIds: string[], name = `Grooming Bundle ${unique()}`): PackageWizardInput {
  return {
    basicDetails: { name, services: serviceIds.map((serviceId, i) => ({ serviceId, count: i + 1 })), priceCents: 9900 },
    additionalDetails: { validityDays: 90 },
    others: { description: 'Five cuts for the price of four.', notes: [{ text: 'Not transferable' }] },
  };
}

export function productWizard(name = `Matte Paste ${unique()}`): ProductWizardInput {
  return {
    basicDetails: { name, description: 'Strong hold, low shine.', priceCents: 1899 },
    productDetails: {
      productUse: 'retail',
      category: 'styling',
      manufacturer: 'layrite',
      sku: `SKU-${unique()}`,
      resellable: true,
      consumable: false,
    },
    inventoryDetails: { threshold: 3, unitCostCents: 700, initialStock: [] },
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

/** Signed-in headers of an employee holding a role made of exactly `flags` (tenant-wide, or at one store). */
export async function staffWithFlags(db: Db, tenant: TestTenant, flags: PermissionFlag[], storeId: string | null = null) {
  const slug = `custom_${unique()}`;
  await withTenant(db, tenant.tenant.id, (tx) =>
    tx.insert(roles).values({
      tenantId: tenant.tenant.id,
      slug,
      name: `Custom ${slug}`,
      scope: storeId ? 'store' : 'tenant',
      accessControls: controlsFromFlags(flags),
    }),
  );
  const employee = await createEmployee(db, {
    tenantId: tenant.tenant.id,
    email: `${slug}@staff.test`,
    password: TEST_PASSWORD,
    firstName: 'Custom',
    lastName: 'Role',
    roles: [{ slug, storeId }],
  });
  return (await staffAuth(db, employee)).headers;
}

/** An uploaded, not yet attached file (as Upload/{entity}/{kind} leaves it). */
export async function uploadedImage(
  db: Db,
  tenantId: string,
  uploadedBy: string,
  entityType: UploadEntity,
  kind: 'image' | 'document' = 'image',
) {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(files)
      .values({
        tenantId,
        entityType,
        kind,
        originalName: kind === 'image' ? 'front.png' : 'price-list.pdf',
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

/** SQL and HTML a person might paste into a description: kept as typed, never run or stripped. */
export const HOSTILE_TEXT = `<script>alert('x')</script> Robert'); DROP TABLE products;-- <img src=x onerror=alert(1)>`;
