// The calendar benchmark's world (bench/calendar.ts): 30 cutters with published shifts and 400 appointments on each
// of two days at the e2e fixture's second store, seeded through the API.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, request } from '@playwright/test';
import { z } from 'zod';

export const CUTTERS = 30;
export const APPOINTMENTS = 400;
const PASSWORD = 'Bench#Calendar2026';
export const fixtureSchema = z.object({
  password: z.string(),
  stores: z.array(z.object({ id: z.string(), name: z.string(), timezone: z.string() })),
  employees: z.record(z.string(), z.object({ id: z.string(), email: z.string() })),
});
export const idOf = z.object({ res_data: z.object({ id: z.string() }) });

export function dayIn(timezone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** The instant of HH:MM on `day` in `timezone` (two passes settle the offset; no DST change at 10:00-18:00). */
export function wallClock(timezone: string, day: string, minutes: number): string {
  const offset = (at: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: timezone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    return (Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - at.getTime()) / 60_000;
  };
  const naive = new Date(`${day}T00:00:00Z`).getTime() + minutes * 60_000;
  let instant = naive - offset(new Date(naive)) * 60_000;
  instant = naive - offset(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}

export async function signIn(api: APIRequestContext, email: string, password: string): Promise<string> {
  const csrf = z.object({ csrfToken: z.string() }).parse(await (await api.get('/api/auth/csrf')).json());
  const answer = await api.post('/api/auth/callback/credentials', {
    form: { userType: 'admin', email, password, csrfToken: csrf.csrfToken, json: 'true' },
  });
  if (!answer.ok()) throw new Error(`sign-in of ${email}: ${answer.status()}`);
  return z.object({ accessToken: z.string() }).parse(await (await api.get('/api/auth/session')).json()).accessToken;
}

/** Runs `work` over `items` with `limit` at a time. */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

export interface Seeded {
  busyStoreId: string;
  quietStoreId: string;
  days: [string, string];
  email: string;
  password: string;
}

export async function seed(baseURL: string, fixtureFile: string): Promise<Seeded> {
  const fixture = fixtureSchema.parse(JSON.parse(readFileSync(fixtureFile, 'utf8')));
  const api = await request.newContext({ baseURL });
  const franchisor = fixture.employees.franchisor;
  const token = await signIn(api, franchisor.email, fixture.password);
  const call = async (url: string, data?: unknown, method: 'post' | 'get' = 'post') => {
    const response = await api[method](`/api/${url}`, { headers: { Authorization: `Bearer ${token}` }, data });
    if (!response.ok()) throw new Error(`${url}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const [quiet, busy] = fixture.stores;
  const roles = z
    .object({ res_data: z.array(z.object({ id: z.string(), slug: z.string() })) })
    .parse(await call('Role/List', undefined, 'get'));
  const cutterRole = roles.res_data.find((r) => r.slug === 'cutter');
  if (!cutterRole) throw new Error('no cutter role');
  const day = addDays(dayIn(busy.timezone), 50);
  const days: [string, string] = [day, addDays(day, 1)];
  const cutterIds: string[] = new Array(CUTTERS);
  await pool(
    Array.from({ length: CUTTERS }, (_, i) => i),
    4,
    async (i) => {
      const created = await call('Employee/Create', {
        basicDetails: {
          firstName: `Cutter${String.fromCharCode(65 + (i % 26))}${i >= 26 ? 'x' : ''}`,
          lastName: 'Bench',
          email: `bench.cutter${i}@calendar.test`,
          phoneNumber: `+1312555${String(1000 + i).padStart(4, '0')}`,
          color: `#${((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
        },
        address: {
          homeAddress: { line1: '1301 Abbot Kinney Blvd', city: 'Los Angeles', state: 'CA', postalCode: '90291' },
          sameAsHomeAddress: true,
        },
        workDetails: { assignments: [{ storeId: busy.id, roleId: cutterRole.id }] },
        serviceDetails: { skills: ['haircut'] },
        password: PASSWORD,
      });
      cutterIds[i] = z.object({ res_data: z.object({ employee: z.object({ id: z.string() }) }) }).parse(created).res_data.employee.id;
    },
  );
  await pool(
    cutterIds.flatMap((id) => days.map((d) => ({ id, d }))),
    4,
    async ({ id, d }) => {
      await call('Shift/Create', {
        storeId: busy.id,
        employeeId: id,
        start: wallClock(busy.timezone, d, 600),
        end: wallClock(busy.timezone, d, 1080),
      });
    },
  );
  await call('Shift/Publish', { storeId: busy.id, from: days[0], to: days[1] });
  const service = idOf.parse(
    await call('Service/Create', {
      basicDetails: { name: 'Bench Cut', category: 'Haircuts', durationMinutes: 30, priceCents: 3000, skillSet: 'haircut' },
      others: { storeIds: [busy.id], onlineBookable: true },
    }),
  ).res_data;
  // 400 half-hour appointments a day: cutter i % 30, back to back from 10:00.
  await pool(
    days.flatMap((d) => Array.from({ length: APPOINTMENTS }, (_, i) => ({ d, i }))),
    6,
    async ({ d, i }) => {
      await call('Appointment/Create', {
        storeId: busy.id,
        cutterId: cutterIds[i % CUTTERS],
        serviceIds: [service.id],
        source: 'phone',
        start: wallClock(busy.timezone, d, 600 + Math.floor(i / CUTTERS) * 30),
        guest: { name: `Guest ${d.slice(5)} ${i}` },
      });
    },
  );
  await api.dispose();
  return { busyStoreId: busy.id, quietStoreId: quiet.id, days, email: franchisor.email, password: fixture.password };
}
