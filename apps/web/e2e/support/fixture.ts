import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { z } from 'zod';
import { E2E_FIXTURE_FILE } from './paths.ts';

const personSchema = z.object({ id: z.string(), email: z.string() });

const fixtureSchema = z.object({
  baseURL: z.string(),
  /** A second server instance on the same database (the chat spec's second browser). */
  secondBaseURL: z.string(),
  specStoreFactory: z.string(),
  brandDomain: z.string(),
  password: z.string(),
  tenantId: z.string(),
  brandId: z.string(),
  stores: z.array(z.object({ id: z.string(), name: z.string(), timezone: z.string() })),
  employees: z.record(z.string(), personSchema),
  /** The local OpenID Connect provider standing in for COGNITO, when the server started one (E2E_OIDC=1). */
  oidcIssuer: z.string().nullable().optional(),
  customers: z.array(z.object({ id: z.string(), phoneNumber: z.string(), email: z.string().nullable(), firstName: z.string() })),
  /** A card Fiona holds: $50.00 sold, $12.50 redeemed. */
  giftCard: z.object({ id: z.string(), number: z.string() }),
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

const storeSchema = z.object({ id: z.string(), name: z.string(), timezone: z.string() });
const specStoreSchema = z.object({
  store: storeSchema,
  employees: z.record(z.string(), personSchema),
  customer: z.object({ id: z.string(), phoneNumber: z.string(), email: z.string(), firstName: z.string() }),
});

export type SpecStore = z.infer<typeof specStoreSchema>;

/**
 * The factory's key for this try of the test: the spec's key on the first try, with the retry and repeat appended
 * after that. A retried test then starts from a fresh store instead of meeting the shifts, bookings and messages its
 * failed try left behind (a first try that made Tuesday's shift left no "Add a shift" button for the retry).
 */
export function specKey(key: string): string {
  const { retry, repeatEachIndex } = test.info();
  return retry === 0 && repeatEachIndex === 0 ? key : `${key}-t${repeatEachIndex}r${retry}`;
}

/**
 * The spec's own store ("<Key> Studio") with one employee per store role, made by the e2e server's factory:
 * no other spec sees its shifts or appointments, whatever the date. The same key answers the same store within one
 * try of a test (specKey).
 */
export async function specStore(key: string, timezone = 'America/Chicago'): Promise<SpecStore> {
  const answer = await factory({ key: specKey(key), timezone });
  if (!answer.ok) throw new Error(`the spec store factory answered ${answer.status}: ${await answer.text()}`);
  return specStoreSchema.parse(await answer.json());
}

/**
 * Moves an appointment at the spec's store (made by `specStore(key)` first) into the past, keeping its length: it
 * then started at 10:00 today or yesterday, at least an hour ago. Answers the store's date of the new start. Browser tests only (e2e-fixture.ts `pastVisit`).
 */
export function movePastVisit(key: string, appointmentId: string): Promise<{ start: string; date: string }> {
  return moveVisit(key, { pastVisit: appointmentId });
}

/**
 * Moves an appointment of spec store `key` (same length) to 23:45 three days ahead on the store's clock, so it runs
 * past midnight. Answers the store's date of the new start (e2e-fixture.ts `lateVisit`).
 */
export function moveLateVisit(key: string, appointmentId: string): Promise<{ start: string; date: string }> {
  return moveVisit(key, { lateVisit: appointmentId });
}

async function moveVisit(key: string, move: { pastVisit: string } | { lateVisit: string }) {
  const answer = await factory({ key: specKey(key), ...move });
  if (!answer.ok) throw new Error(`the spec store factory answered ${answer.status}: ${await answer.text()}`);
  return z.object({ start: z.string(), date: z.string() }).parse(await answer.json());
}

/** A STOP or START texted from `from`, handled as the Twilio webhook does (e2e-fixture.ts `smsReply`). */
export async function textReply(from: string, keyword: 'STOP' | 'START'): Promise<void> {
  const answer = await factory({ key: 'sms', smsReply: { from, keyword } });
  if (!answer.ok) throw new Error(`the spec store factory answered ${answer.status}: ${await answer.text()}`);
}

/** 30 days of sales history at spec store `key` (made by `specStore(key)` first; seeded once per store). */
export async function seedSalesHistory(key: string): Promise<void> {
  const answer = await factory({ key: specKey(key), salesHistory: true });
  if (!answer.ok) throw new Error(`the spec store factory answered ${answer.status}: ${await answer.text()}`);
}

function factory(body: Record<string, unknown>): Promise<Response> {
  return fetch(fixture().specStoreFactory, { method: 'POST', body: JSON.stringify(body) });
}
