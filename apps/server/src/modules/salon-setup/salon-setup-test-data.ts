import { SALON_TERMS_VERSION, type SalonSetupInput } from '@salon/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { latestCode, solvedCaptcha } from '../../testing/auth-helpers.ts';

let n = 0;
export const OWNER_PASSWORD = 'Clipper2026';

/** A whole wizard as the browser sends it; `tag` keeps names, domains and emails apart between salons. */
export function salonPayload(tag = `s${Date.now().toString(36)}${n++}`) {
  return {
    basicDetails: {
      businessName: `Fade House ${tag}`,
      ownerFirstName: 'Olivia',
      ownerLastName: 'Owner',
      ownerEmail: `owner.${tag}@salon.test`,
      password: OWNER_PASSWORD,
    },
    store: {
      storeName: 'Fade House Downtown',
      phoneNumber: '3125550100',
      address: { addressLine1: '12 Main St', addressLine2: '', city: 'Chicago', state: 'IL', postalCode: '60601' },
      timezone: 'America/Chicago',
    },
    legal: {
      legalName: `Fade House ${tag} LLC`,
      businessType: 'llc',
      taxId: '123456789',
      incorporationState: 'IL',
      licenseNo: 'IL-BB-2044',
      dateOfExpiry: '2099-12-31',
      termsAccepted: true as const,
      termsVersion: SALON_TERMS_VERSION,
    },
    appearance: { brandName: `Fade House ${tag}`, domain: `${tag}.fadehouse.test`, theme: 'dark' },
    other: {
      services: [
        { name: 'Haircut', durationMinutes: 30, priceCents: 3500 },
        { name: 'Beard Trim', durationMinutes: 15, priceCents: 2000 },
      ],
      invites: [{ firstName: 'Carl', lastName: 'Cutter', email: `carl.${tag}@salon.test`, role: 'cutter' }],
    },
  } satisfies Omit<SalonSetupInput, 'captchaToken'>;
}

export type SalonPayload = ReturnType<typeof salonPayload>;

/** POST SalonSetup/Create with a solved captcha, from its own address unless one is given (the per-IP limit). */
export async function postSalon(app: FastifyInstance, body: object, remoteAddress = `10.9.${n % 250}.${n++ % 250}`) {
  const captchaToken = await solvedCaptcha(app);
  return app.inject({ method: 'POST', url: '/api/SalonSetup/Create', payload: { ...body, captchaToken }, remoteAddress });
}

/** The owner types the code SalonSetup/Create emailed them (read from the outbox), so their password signs in. */
export async function verifyOwner(app: FastifyInstance, db: Db, tenantId: string, email: string) {
  const confirmationCode = await latestCode(db, tenantId, email);
  const res = await app.inject({ method: 'PUT', url: '/api/SalonSetup/VerifyOwnerEmail', payload: { email, confirmationCode } });
  if (res.statusCode !== 200) throw new Error(`VerifyOwnerEmail answered ${res.statusCode}: ${res.body}`);
}

/** Runs `body` while inserting an employee with `email` fails (a failure late in SalonSetup/Create's transaction). */
export async function whileInviteFails(db: Db, email: string, body: () => Promise<void>) {
  await db.execute(
    sql.raw(`create or replace function fail_setup_invite() returns trigger language plpgsql as $$
      begin if new.email = '${email}' then raise exception 'forced failure'; end if; return new; end $$`),
  );
  await db.execute(
    sql.raw('create trigger fail_setup_invite before insert on employees for each row execute function fail_setup_invite()'),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw('drop trigger fail_setup_invite on employees'));
  }
}
