import { GENERIC_ERROR_MESSAGE } from '@salon/shared';
import { z } from 'zod';

/** The rejection of every API call (spec section 8). */
export interface ApiError {
  hasError: true;
  message: string;
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  requestId?: string;
}

const failureBodySchema = z.object({
  message: z.string().optional(),
  error: z
    .object({
      code: z.string().optional(),
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    })
    .loose()
    .optional(),
});

/** `{ hasError: true, message: body.message || 'Something went wrong!', ...body.error }`. */
export function toApiError(body: unknown, status?: number): ApiError {
  const parsed = failureBodySchema.safeParse(body);
  const data = parsed.success ? parsed.data : {};
  return {
    hasError: true,
    status,
    ...data.error,
    message: data.message || GENERIC_ERROR_MESSAGE,
  };
}

export function networkError(): ApiError {
  return { hasError: true, message: GENERIC_ERROR_MESSAGE };
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'hasError' in value && value.hasError === true;
}

/** A message fit for a person, whatever was thrown. */
export function errorMessage(value: unknown): string {
  return isApiError(value) ? value.message : GENERIC_ERROR_MESSAGE;
}
