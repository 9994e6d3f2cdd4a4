// The smallest value a JSON schema (as the OpenAPI document states a request body) accepts: required properties
// only, the first enum value or union member, minimum lengths and counts. Rules the schema cannot state (zod
// refinements) may still refuse it; tests that use a sample say which answer they expect.
import { randomUUID } from 'node:crypto';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/** Strings for the patterns request schemas use (ids, dates, times, phone numbers, colors). */
const PATTERN_SAMPLES = ['2030-01-15', '10:00', '2030-01-15T10:00:00.000Z', '3125550100', '+13125550100', '#1e88e5', 'ABC123', 'a'];

function stringOf(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `sample.${randomUUID().slice(0, 8)}@example.com`;
    case 'date-time':
      return '2030-01-15T10:00:00.000Z';
    case 'date':
      return '2030-01-15';
    case 'uri':
      return 'https://example.com/';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_SAMPLES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

export function sampleOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): unknown {
  if (!schema) return {};
  if (schema.$ref) return sampleOf(components[schema.$ref.split('/').at(-1) ?? ''], components);
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sampleOf(union.find((option) => option.type !== 'null') ?? union[0], components);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, components)));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sampleOf(schema.properties?.[name], components);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items, components));
    case 'string':
      return stringOf(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return {};
  }
}
