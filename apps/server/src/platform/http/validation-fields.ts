// Turns fastify-type-provider-zod's validation errors into API.md's `fields`: one message per dotted path.
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  errors?: Issue[][];
}

/**
 * A union that refused a value reports "Invalid input" at its own path; when exactly one branch accepted
 * the value's type, that branch's issues say what is wrong and where (e.g. `modules.0`), so use them.
 */
function explain(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors) return [issue];
  const typed = issue.errors.filter((branch) => branch.length > 0 && !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0));
  if (typed.length !== 1) return [issue];
  return typed[0].flatMap((inner) => explain({ ...inner, path: [...issue.path, ...inner.path] }));
}

export function validationFields(validation: FastifySchemaValidationError[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of validation) {
    const params = v.params as { errors?: Issue[][]; issue?: { path?: PropertyKey[] } };
    const pathOf = v.instancePath.replace(/^\//, '').split('/').filter(Boolean);
    if (pathOf.length === 0 && params.issue?.path) pathOf.push(...params.issue.path.map(String));
    for (const issue of explain({ code: v.keyword, path: pathOf, message: v.message ?? 'Invalid value', errors: params.errors })) {
      const key = issue.path.map(String).join('.') || context || 'body';
      fields[key] ??= issue.message;
    }
  }
  return fields;
}
