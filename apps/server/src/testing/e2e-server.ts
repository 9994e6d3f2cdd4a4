// The real server over a fresh database with a known fixture, for the browser tests: embedded (PGlite), or with
// E2E_DATABASE_URL a database of its own on that PostgreSQL server, created here and dropped when it stops.
// Writes the fixture (ids, sign-ins) as JSON to E2E_FIXTURE_FILE; see docs/auth-contract.md.
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, createLogger } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, runMigrations } from '../db/client.ts';
import { createCustomer } from '../modules/customers/customers.service.ts';
import { issueGiftCard, redeemGiftCard } from '../modules/gift-cards/gift-card-ledger.ts';
import { provisionTenant } from '../modules/tenancy/provisioning.ts';
import { createJobQueue } from '../platform/jobs/pg-boss-queue.ts';
import { registerWorkers } from '../platform/jobs/workers.ts';
import { createGateway } from '../platform/payments/create-gateway.ts';
import { withTenant } from '../platform/tenancy.ts';
import { makeFixtureStaff, startSpecStoreFactory } from './e2e-fixture.ts';
import { TEST_PASSWORD } from './factories.ts';
import { startTestIssuer } from './oidc-test-provider.ts';

const port = Number(process.env.PORT ?? 3100);
const fixtureFile = process.env.E2E_FIXTURE_FILE ?? path.join(tmpdir(), 'salon-e2e-fixture.json');
// The development console channel, into a file the browser tests read codes from (staff see codes masked).
const messagesFile = process.env.E2E_MESSAGES_FILE ?? path.join(tmpdir(), 'salon-e2e-messages.log');
writeFileSync(messagesFile, '');
const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-e2e-'));
// E2E_OIDC=1: a real OpenID Connect provider on 127.0.0.1 stands in for COGNITO (social-sign-in.spec.ts).
const issuer =
  process.env.E2E_OIDC === '1' ? await startTestIssuer({ redirectUris: [`http://127.0.0.1:${port}/api/auth/callback/cognito`] }) : null;
issuer?.accounts.set('sam-social', { email: 'sam.social@e2e.test', givenName: 'Sam', familyName: 'Social' });
issuer?.accounts.set('fiona-social', { email: 'fiona@e2e.test', givenName: 'Fiona', familyName: 'Fixture' });
const issuerEnv = issuer
  ? {
      COGNITO_CLIENT_ID: issuer.clientId,
      COGNITO_CLIENT_SECRET: issuer.clientSecret,
      COGNITO_ISSUER: issuer.issuer,
      OAUTH_ALLOW_HTTP: 'true',
    }
  : {};
const config = loadConfig({
  ...process.env,
  ...issuerEnv,
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SEED_DEMO: 'false',
  CAPTCHA_MAX_NUMBER: process.env.CAPTCHA_MAX_NUMBER ?? '2000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // A month of daily sales (the spec store factory's salesHistory) is a large, background report export here.
  REPORT_EXPORT_BACKGROUND_ROWS: process.env.REPORT_EXPORT_BACKGROUND_ROWS ?? '20',
});

const serverUrl = process.env.E2E_DATABASE_URL;
const ownDatabase = `salon_e2e_${port}_${process.pid}`;
/** Runs one statement on the E2E_DATABASE_URL server (create, drop, or list this port's databases). */
async function onServer(statement: string, values: unknown[] = []) {
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  try {
    return (await admin.query<{ datname: string }>(statement, values)).rows;
  } finally {
    await admin.end();
  }
}
async function freshDatabase() {
  if (!serverUrl) return openDatabase({ dataDir: null });
  // A server on this port that was killed before it could drop its database left it behind: only one runs per port.
  const left = await onServer('select datname from pg_database where datname like $1', [`salon_e2e_${port}_%`]);
  for (const { datname } of left) await onServer(`drop database if exists ${datname} with (force)`);
  await onServer(`create database ${ownDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${ownDatabase}`;
  return openDatabase({ url: url.toString() });
}
const database = await freshDatabase();
await runMigrations(database);
const { tenant, brand, stores } = await provisionTenant(database.db, {
  name: 'E2E Franchise',
  slug: 'e2e',
  brand: { name: 'Fade Factory', domains: ['localhost', '127.0.0.1'] },
  stores: [
    {
      name: 'Fade Factory Loop',
      timezone: 'America/Chicago',
      status: 'active',
      addressLine1: '20 W Kinzie St',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60654',
      geoLat: '41.8892',
      geoLong: '-87.6290',
    },
    {
      name: 'Fade Factory Venice',
      timezone: 'America/Los_Angeles',
      status: 'active',
      addressLine1: '1301 Abbot Kinney Blvd',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90291',
      geoLat: '33.9925',
      geoLong: '-118.4695',
    },
  ],
});
const employees = await makeFixtureStaff(database.db, {
  tenantId: tenant.id,
  storeId: stores[0].id,
  password: TEST_PASSWORD,
  emailSuffix: '',
  tenantWide: true,
});
const customer = await createCustomer(database.db, {
  tenantId: tenant.id,
  brandId: brand.id,
  firstName: 'Fiona',
  lastName: 'Fixture',
  phoneNumber: '+15550000001',
  email: 'fiona@e2e.test',
  password: TEST_PASSWORD,
  phoneVerified: true,
});

// A gift card Fiona holds, partly spent, whose number the gift-card spec types (the server keeps only its hash). Sold
// and redeemed in two transactions, as at the desk: each ledger row has its own time.
const sale = { tenantId: tenant.id, storeId: stores[0].id, invoiceId: randomUUID(), invoiceLineId: randomUUID(), customerId: customer.id };
const issued = await withTenant(database.db, tenant.id, (tx) => issueGiftCard(tx, { ...sale, amountCents: 5000 }));
await withTenant(database.db, tenant.id, (tx) =>
  redeemGiftCard(tx, { tenantId: tenant.id, number: issued.number, amountCents: 1250, invoiceId: randomUUID(), paymentId: randomUUID() }),
);
const giftCard = { id: issued.giftCardId, number: issued.number };

const log = createLogger(config);
const jobs = await createJobQueue(database, { log });
const context = { config, database, db: database.db, jobs, now: () => new Date(), gateway: createGateway(config, database) };
const app = await buildApp({ context, logger: log });
await registerWorkers({ ...context, log: app.log }, { print: (text) => appendFileSync(messagesFile, `${text}\n`) });
await jobs.start();
await app.listen({ port, host: '127.0.0.1' });
// A second instance of the server on the same database (a second process behind the load balancer would be):
// the chat spec puts one person on each and proves the realtime fan-out between them.
const secondPort = Number(process.env.E2E_SECOND_PORT ?? port + 5);
const second = await buildApp({ context, logger: log });
await second.listen({ port: secondPort, host: '127.0.0.1' });
const factory = await startSpecStoreFactory(database.db, { tenantId: tenant.id, brandId: brand.id, password: TEST_PASSWORD });
const factoryAddress = factory.address();
if (!factoryAddress || typeof factoryAddress === 'string') throw new Error('the spec store factory has no port');

writeFileSync(
  fixtureFile,
  JSON.stringify(
    {
      baseURL: `http://127.0.0.1:${port}`,
      secondBaseURL: `http://127.0.0.1:${secondPort}`,
      specStoreFactory: `http://127.0.0.1:${factoryAddress.port}/`,
      brandDomain: 'localhost',
      password: TEST_PASSWORD,
      tenantId: tenant.id,
      brandId: brand.id,
      stores: stores.map((s) => ({ id: s.id, name: s.name, timezone: s.timezone })),
      employees,
      oidcIssuer: issuer?.issuer ?? null,
      giftCard,
      customers: [{ id: customer.id, phoneNumber: customer.phoneNumber, email: customer.email, firstName: customer.firstName }],
    },
    null,
    2,
  ),
);
console.log(`e2e server ready on ${port}; fixture in ${fixtureFile}`);

// Playwright kills the server 10 s after SIGTERM (playwright.config.ts): the job queue waits 2 s at most for jobs
// still running (the run is over), and the database is dropped even when closing something failed.
const stop = async () => {
  try {
    factory.close();
    await issuer?.close();
    await second.close();
    await app.close();
    await jobs.stop({ timeoutMs: 2_000 });
    await database.close();
  } finally {
    if (serverUrl) await onServer(`drop database if exists ${ownDatabase} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
