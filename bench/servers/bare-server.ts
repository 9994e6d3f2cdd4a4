// The baseline: a bare Fastify server with one route answering the same JSON as AccessControl/GetRoles.
// Started by run.ts as a child process with the body in BENCH_BODY; reports { port } over IPC.
import Fastify from 'fastify';

const body: unknown = JSON.parse(process.env.BENCH_BODY ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/AccessControl/GetRoles', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  process.exit(0);
});
