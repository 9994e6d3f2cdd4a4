import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: object }> };
  parameters?: { in: string; name: string; schema?: object }[];
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** Every route of the app as "METHOD /path", read from Fastify's route tree (HEAD is implied by GET). */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

/**
 * Routes under /api that are not the JSON API: the session library's HTML pages and their stylesheet (spec
 * section 2, "sign-in and error pages under /api/auth"), and the unknown-provider posts, which only ever answer
 * 404 with the sign-in page's address (docs/auth-contract.md).
 */
const NOT_JSON_API = new Set([
  'GET /api/auth/signin',
  'GET /api/auth/signin/:provider',
  'GET /api/auth/error',
  'GET /api/auth/verify-request',
  'GET /api/auth/pages.css',
  'POST /api/auth/signin/:provider',
  'POST /api/auth/callback/:provider',
]);

const jsonSchemaOf = (entry?: { content?: Record<string, { schema?: object }> }) => entry?.content?.['application/json']?.schema;

describe('OpenAPI document at /api/docs', () => {
  let t: TestApp;
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };
  let apiRoutes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    apiRoutes = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => r.split(' ')[1].startsWith('/api/') && !r.split(' ')[1].startsWith('/api/docs'),
    );
  });

  it('is served, with the UI', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });

  it('finds the routes of this issue in the route tree', () => {
    expect(apiRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/Config/Fetch',
        'POST /api/Config/GetTranslation',
        'GET /api/getEnv',
        'GET /api/Brand/Current',
        'POST /api/Outbox/Search',
      ]),
    );
  });

  it('lists every registered /api route with its request and response schemas', () => {
    const problems: string[] = [];
    for (const route of apiRoutes.filter((r) => !NOT_JSON_API.has(r))) {
      const [method, path] = route.split(' ');
      const openapiPath = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[openapiPath]?.[method.toLowerCase()];
      if (!op) {
        problems.push(`${route}: missing from the document`);
        continue;
      }
      const success = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status));
      if (!success || !jsonSchemaOf(success[1])) problems.push(`${route}: no success response schema`);
      if (['POST', 'PUT', 'PATCH'].includes(method) && !jsonSchemaOf(op.requestBody) && !op.requestBody?.content) {
        problems.push(`${route}: no request body schema`);
      }
      for (const name of [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.schema))
          problems.push(`${route}: path parameter ${name} has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });
});
