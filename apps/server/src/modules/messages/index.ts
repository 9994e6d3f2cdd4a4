import type { ModulePlugin } from '../index.ts';
import { chatRoutes } from './chat.routes.ts';

/** Staff messages and chat (issue 18) under /api/Chat; the chat socket lives with the realtime plugin. */
export const messagesModule: ModulePlugin = async (app, { ctx }) => {
  await app.register(chatRoutes, { ctx, prefix: '/api/Chat' });
};
