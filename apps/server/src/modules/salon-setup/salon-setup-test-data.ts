import type { SalonSetupInput } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { solvedCaptcha } from '../../testing/auth-helpers.ts';

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
    appearance: { brandName: `Fade House ${tag}`, domain: `${tag}.fadehouse.test`, theme: 'dark' },
    store: {
      storeName: 'Fade House Downtown',
      phoneNumber: '3125550100',
      address: { addressLine1: '12 Main St', addressLine2: '', city: 'Chicago', state: 'IL', postalCode: '60601' },
      timezone: 'America/Chicago',
    },
    services: {
      services: [
        { name: 'Haircut', durationMinutes: 30, priceCents: 3500 },
        { name: 'Beard Trim', durationMinutes: 15, priceCents: 2000 },
      ],
    },
    staff: { invites: [{ firstName: 'Carl', lastName: 'Cutter', email: `carl.${tag}@salon.test`, role: 'cutter' }] },
  } satisfies Omit<SalonSetupInput, 'captchaToken'>;
}

export type SalonPayload = ReturnType<typeof salonPayload>;

/** POST SalonSetup/Create with a solved captcha, from its own address unless one is given (the per-IP limit). */
export async function postSalon(app: FastifyInstance, body: object, remoteAddress = `10.9.${n % 250}.${n++ % 250}`) {
  const captchaToken = await solvedCaptcha(app);
  return app.inject({ method: 'POST', url: '/api/SalonSetup/Create', payload: { ...body, captchaToken }, remoteAddress });
}
