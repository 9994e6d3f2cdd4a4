import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { E2E_FIXTURE_FILE } from './paths.ts';

const personSchema = z.object({ id: z.string(), email: z.string() });

const fixtureSchema = z.object({
  baseURL: z.string(),
  brandDomain: z.string(),
  password: z.string(),
  tenantId: z.string(),
  brandId: z.string(),
  stores: z.array(z.object({ id: z.string(), name: z.string(), timezone: z.string() })),
  employees: z.record(z.string(), personSchema),
  customers: z.array(z.object({ id: z.string(), phoneNumber: z.string(), email: z.string().nullable(), firstName: z.string() })),
});

export type E2eFixture = z.infer<typeof fixtureSchema>;

/** What the e2e server loaded (docs/auth-contract.md "Browser-test server"). */
export function fixture(): E2eFixture {
  return fixtureSchema.parse(JSON.parse(readFileSync(E2E_FIXTURE_FILE, 'utf8')));
}

export function employee(slug: string): { id: string; email: string } {
  const found = fixture().employees[slug];
  if (!found) throw new Error(`the fixture has no ${slug}`);
  return found;
}
