// Reads the app's OpenAPI document into per-route request shapes, so tests can probe every field of every route.
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

export interface RouteShape {
  method: string;
  /** Fastify form: /api/Store/Get/:id */
  path: string;
  body?: JsonSchema;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
}

/** One string field reachable in a schema: its dotted path and a request value carrying `value` there. */
export interface StringCase {
  path: string;
  make: (value: string) => unknown;
}

const isType = (schema: JsonSchema, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Properties pinned to one value (a discriminated union's tag), so a probe reaches the branch it means. */
function pinned(schema: JsonSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.const !== undefined) out[key] = prop.const;
    else if (prop.enum?.length === 1) out[key] = prop.enum[0];
  }
  return out;
}

/** Every string field of a JSON schema (through objects, arrays, records and unions) as a probe. */
export function stringCases(schema: JsonSchema | undefined, prefix: string[] = []): StringCase[] {
  if (!schema) return [];
  const join = (path: string[]) => path.join('.');
  const cases: StringCase[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    cases.push(...stringCases(branch, prefix));
  }
  if (isType(schema, 'string')) cases.push({ path: join(prefix), make: (v) => v });
  if (isType(schema, 'array') && schema.items) {
    for (const c of stringCases(schema.items, [...prefix, '0'])) cases.push({ path: c.path, make: (v) => [c.make(v)] });
  }
  if (isType(schema, 'object') || schema.properties) {
    const fixed = pinned(schema);
    for (const [key, prop] of Object.entries(schema.properties ?? {})) {
      for (const c of stringCases(prop, [...prefix, key])) cases.push({ path: c.path, make: (v) => ({ ...fixed, [key]: c.make(v) }) });
    }
    if (typeof schema.additionalProperties === 'object') {
      for (const c of stringCases(schema.additionalProperties, [...prefix, 'x'])) {
        cases.push({ path: c.path, make: (v) => ({ ...fixed, x: c.make(v) }) });
      }
    }
  }
  const seen = new Set<string>();
  // The same path through two union branches may need both (different tags), so dedupe on path + shape.
  return cases.filter((c) => {
    const key = `${c.path}|${JSON.stringify(c.make('~'))}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every /api route of the OpenAPI document with the JSON schemas of its body, query and path parameters. */
export async function apiRouteShapes(app: FastifyInstance): Promise<RouteShape[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  const shapes: RouteShape[] = [];
  for (const [openapiPath, operations] of Object.entries(doc.paths)) {
    if (!openapiPath.startsWith('/api/') || openapiPath.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'head') continue;
      const query: Record<string, JsonSchema> = {};
      const params: Record<string, JsonSchema> = {};
      for (const p of op.parameters ?? []) {
        if (p.in === 'query' && p.schema) query[p.name] = p.schema;
        if (p.in === 'path' && p.schema) params[p.name] = p.schema;
      }
      shapes.push({
        method: method.toUpperCase(),
        path: openapiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
        body: op.requestBody?.content?.['application/json']?.schema,
        query,
        params,
      });
    }
  }
  return shapes;
}
