// Wizard bodies for route tests (test-only helpers, like store-test-data.ts).
import { randomBytes } from 'node:crypto';
import type { EmployeeCreateInput } from '@salon/shared';
import type { TestTenant } from '../../testing/factories.ts';

export const roleId = (tenant: TestTenant, slug: string) => {
  const role = tenant.roles.find((r) => r.slug === slug);
  if (!role) throw new Error(`no role ${slug}`);
  return role.id;
};

/** A complete employee wizard: one role at the tenant's first store (tenant-wide for franchisor). */
export function employeeWizard(tenant: TestTenant, slug = 'cutter', overrides: Partial<EmployeeCreateInput> = {}): EmployeeCreateInput {
  const u = randomBytes(4).toString('hex');
  const wide = slug === 'franchisor' || slug === 'brand_admin';
  return {
    basicDetails: {
      firstName: 'Dana',
      lastName: "O'Neil-Smith",
      email: `dana.${u}@staff.test`,
      phoneNumber: '+13125550123',
      dateOfBirth: '1988-04-12',
      color: '#1e88e5',
    },
    address: {
      homeAddress: { line1: '12 W Lake St', line2: 'Apt 3', city: 'Chicago', state: 'IL', postalCode: '60601' },
      sameAsHomeAddress: true,
      mailingAddress: null,
    },
    workDetails: {
      assignments: [{ storeId: wide ? null : tenant.stores[0].id, roleId: roleId(tenant, slug) }],
      applicationSource: 'referral',
      referrerName: 'Sam Lee',
      hireDate: '2024-02-01',
      billingRateCents: 2550,
    },
    serviceDetails: { skills: ['haircut', 'fade'] },
    medicalEmergency: { contactName: 'Pat Smith', relation: 'Sister', phoneNumber: '3125550199', notes: 'Allergic to latex' },
    legal: { licenseNo: 'IL-12345', dateExpiryLicense: '2027-06-30', identityDocumentNo: 'D123-4567', documents: [] },
    password: 'Welcome1',
    ...overrides,
  };
}
