import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('health endpoints', () => {
  it('reports the process alive and the database reachable, then unreachable once it closes', async () => {
    const { app, database } = await createTestApp();
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    const captcha = await app.inject({ url: '/api/Captcha/Challenge' });
    expect(captcha.statusCode).toBe(200);
    expect(captcha.json().res_data).toMatchObject({ algorithm: 'SHA-256', challenge: expect.any(String), signature: expect.any(String) });

    await database.close();
    const down = await app.inject({ url: '/readyz' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'database unreachable' }]);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
