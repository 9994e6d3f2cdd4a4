import { randomUUID } from 'node:crypto';
import { UNSTORABLE_TEXT_MESSAGE } from '@salon/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandHeaders, csrf } from './testing/auth-helpers.ts';
import { makeCustomer, makeEmployee, makeTenant } from './testing/factories.ts';
import { apiRouteShapes, type RouteShape, stringCases } from './testing/route-schemas.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { customerAuth, staffAuth } from './testing/test-sessions.ts';

// Text PostgreSQL or UTF-8 cannot hold: NUL, and a high and a low surrogate each without its pair.
const BAD = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', 'a\uDC00b'],
] as const;

// In a URL NUL is %00; a lone surrogate has no UTF-8 form, its nearest is the invalid ED A0 80. A query value
// that is not UTF-8 stays its percent-encoded text (fast-querystring), which is storable, so only paths probe it.
const NUL_IN_URL = 'a%00b';
const NOT_UTF8_IN_URL = 'a%ED%A0%80b';

/** Who may reach a route's validation: staff (as super_admin), or a customer for customer-only routes. */
const CUSTOMER_ONLY = 'This is for customer accounts.';

/** Fields whose bad value is refused before validation, with the route's documented answer. */
const REFUSED_EARLIER: Record<string, { status: number; code: string }> = {
  // The session endpoints compare the token with the CSRF cookie first (docs/auth-contract.md).
  csrfToken: { status: 403, code: 'CSRF_MISMATCH' },
};

/** A URL that is not valid UTF-8 has no text to name: the app's own 400. */
const MALFORMED_URL = { message: 'The request could not be read.', error: { code: 'MALFORMED_REQUEST' } };

describe('text PostgreSQL cannot store answers 422 naming the field, on every route', () => {
  let t: TestApp;
  let shapes: RouteShape[];
  let asStaff: Record<string, string>;
  let asCustomer: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await makeTenant(t.database.db, 'Probe');
    const admin = await makeEmployee(t.database.db, tenant, 'super_admin');
    const customer = await makeCustomer(t.database.db, tenant);
    const brand = await brandHeaders(t.database.db, tenant);
    asStaff = { ...brand, ...(await staffAuth(t.database.db, admin)).headers };
    asCustomer = { ...brand, ...(await customerAuth(t.database.db, customer)).headers };
    shapes = await apiRouteShapes(t.app);
  });

  /** Sends as staff, or as the customer when the route is for customers only. */
  async function send(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    // The session endpoints check their CSRF token before the body's schema; send a good one unless probed.
    const session = url.startsWith('/api/auth/') && payload && typeof payload === 'object' ? await csrf(t.app) : null;
    const body = session ? { csrfToken: session.csrfToken, ...(payload as object) } : payload;
    const call = (headers: Record<string, string>) =>
      t.app.inject({
        method: method as 'POST',
        url,
        headers,
        cookies: session?.cookies,
        ...(body === undefined ? {} : { payload: body as object }),
      });
    const res = await call(asStaff);
    if (res.statusCode === 403 && res.json().message === CUSTOMER_ONLY) return call(asCustomer);
    return res;
  }

  /** The route's URL with valid path parameters (an enum's first value, else an id) except those given. */
  const urlOf = (shape: RouteShape, params: Record<string, string> = {}) =>
    shape.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => params[name] ?? String(shape.params[name]?.enum?.[0] ?? randomUUID()));

  /** Problems with one answer: anything but 422 with the field named and the primitive's message. */
  function check(res: LightMyRequestResponse, field: string, expected: string | null, where: string): string | null {
    const earlier = REFUSED_EARLIER[field];
    if (earlier) {
      const ok = res.statusCode === earlier.status && res.json().error?.code === earlier.code;
      return ok ? null : `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    }
    if (res.statusCode !== 422) return `${where}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    const fields = (res.json() as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
    if (!(field in fields)) return `${where}: 422 without field ${field}: ${JSON.stringify(fields)}`;
    if (expected && fields[field] !== expected) return `${where}: ${field} says "${fields[field]}"`;
    return null;
  }

  it('finds the routes and their text fields in the OpenAPI document', () => {
    const bodyFields = shapes.flatMap((s) => stringCases(s.body).map((c) => `${s.method} ${s.path} ${c.path}`));
    expect(shapes.length).toBeGreaterThan(100);
    expect(bodyFields).toEqual(
      expect.arrayContaining([
        'POST /api/Store/AddNote/:id text',
        'POST /api/Outbox/Search to',
        'POST /api/Employee/Create basicDetails.firstName',
      ]),
    );
  });

  it('in every JSON body field', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    let probes = 0;
    for (const shape of shapes) {
      for (const probe of stringCases(shape.body)) {
        for (const [label, value] of BAD) {
          probes += 1;
          const res = await send(shape.method, urlOf(shape), probe.make(value));
          const problem = check(res, probe.path, null, `${shape.method} ${shape.path} body.${probe.path} (${label})`);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(probes).toBeGreaterThan(500);
  });

  it('says why in a free-text field: the note of a store', async () => {
    const res = await send('POST', `/api/Store/AddNote/${randomUUID()}`, { text: 'call back\u0000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      error: { code: 'VALIDATION_FAILED', fields: { text: UNSTORABLE_TEXT_MESSAGE } },
    });
  });

  it('in every query string and path parameter', { timeout: 600_000 }, async () => {
    const problems: string[] = [];
    for (const shape of shapes) {
      for (const [name, schema] of Object.entries(shape.query)) {
        if (stringCases(schema).length === 0) continue;
        const res = await send(shape.method, `${urlOf(shape)}?${name}=${NUL_IN_URL}`, shape.body ? {} : undefined);
        const problem = check(res, name, null, `${shape.method} ${shape.path} ?${name} (NUL)`);
        if (problem) problems.push(problem);
      }
      for (const name of Object.keys(shape.params)) {
        const where = `${shape.method} ${shape.path} :${name}`;
        const nul = await send(shape.method, urlOf(shape, { [name]: NUL_IN_URL }), shape.body ? {} : undefined);
        const problem = check(nul, name, null, `${where} (NUL)`);
        if (problem) problems.push(problem);
        const surrogate = await send(shape.method, urlOf(shape, { [name]: NOT_UTF8_IN_URL }), shape.body ? {} : undefined);
        if (surrogate.statusCode !== 400 || JSON.stringify(surrogate.json()) !== JSON.stringify(MALFORMED_URL)) {
          problems.push(`${where} (lone surrogate): ${surrogate.statusCode} ${surrogate.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
