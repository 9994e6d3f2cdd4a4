import { cardTokenSchema, errorBodySchema, sandboxTokenizeSchema } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SANDBOX_TOKENIZE_PATH, type SandboxGateway } from './sandbox-gateway.ts';

/**
 * The sandbox gateway's tokenisation endpoint, outside /api: it stands for the gateway's own server, the only place
 * a card number is ever sent. Fastify never logs request bodies; validation answers name the field, never its value;
 * the number and CVC are checked in memory and dropped (only brand, last four, expiry and outcome are kept).
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<{ gateway: SandboxGateway }> = async (instance, { gateway }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    SANDBOX_TOKENIZE_PATH,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sandbox gateway'],
        summary: 'Tokenises a test card (the sandbox stands for the gateway: the browser posts the card here, never to /api)',
        body: sandboxTokenizeSchema,
        response: { 200: cardTokenSchema, '4xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return gateway.tokenize(request.body);
    },
  );
};
