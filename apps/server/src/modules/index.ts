import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { authModule } from './auth/index.ts';
import { brandsModule } from './brands/index.ts';
import { configModule } from './config/index.ts';
import { customersModule } from './customers/index.ts';
import { outboxModule } from './outbox/index.ts';
import { rbacModule } from './rbac/index.ts';

export type ModulePlugin = FastifyPluginAsync<{ ctx: AppContext }>;

/** Each module wires itself from its own index.ts; this list only orders them. */
export const modules: ModulePlugin[] = [configModule, brandsModule, outboxModule, authModule, rbacModule, customersModule];
