import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';

export type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Each module wires itself from its own index.ts; this list only orders them. */
export const modules: ModulePlugin[] = [];
