// What every checkout route file shares: tags, error bodies, params, the flags per action and the idempotent reply.
import { errorBodySchema, invoiceSchema, okEnvelope } from '@salon/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalid } from '../../platform/http/errors.ts';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.ts';
import { CHECKOUT_FLAGS } from './invoice-records.ts';

export const tags = ['Checkout'];
export const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
export const one = { 200: okEnvelope(invoiceSchema), ...errors };
export const F = CHECKOUT_FLAGS;
export const anyCheckout = [...F.view];
/** Changing an invoice or taking money on it: either kind's flag (the service checks the invoice's own). */
export const edit = [...F.appointment, ...F.sale];
export const lineParams = z.object({ id: z.uuid('Id must be a UUID'), lineId: z.uuid('Id must be a UUID') });
// Actions without a body: the client sends none (null), an empty object is accepted too.
export const noBody = z.object({}).nullish();
export const appointmentParams = z.object({ appointmentId: z.uuid('Id must be a UUID') });

/** Payments and refunds must carry an Idempotency-Key: a person retrying never pays twice. */
function requiredKey(request: FastifyRequest): string {
  const key = idempotencyKeyOf(request);
  if (!key)
    throw invalid(
      { 'Idempotency-Key': 'Send an Idempotency-Key header (a new UUID per payment attempt)' },
      'An Idempotency-Key header is required',
    );
  return key;
}

/**
 * Runs an idempotent payment action with the request's required key and answers its body, marking a
 * replay with the `idempotent-replayed` header.
 */
export async function idempotentReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (options: { idempotencyKey: string; requestId: string }) => Promise<{ body: T; replayed: boolean }>,
): Promise<{ res_data: T }> {
  const answer = await run({ idempotencyKey: requiredKey(request), requestId: request.id });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return { res_data: answer.body };
}
