import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { testDriver } from '../../testing/race-test.ts';

const TOKEN = 'metrics-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one series in a Prometheus text answer, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers 404 to everyone when METRICS_TOKEN is not configured', async () => {
    const { app } = await createTestApp();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });

  it('answers 401 without the token or with a wrong one, 200 in the Prometheus format with it', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN });
    const statuses = await Promise.all(
      [{}, bearer(`${TOKEN}x`), bearer(TOKEN.slice(0, -1)), { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }].map(
        async (headers) => (await app.inject({ url: '/metrics', headers })).statusCode,
      ),
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const ok = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const names = [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_request_errors_total',
      'salon_jobs',
      'salon_outbox_messages',
      'salon_websocket_connections',
      'salon_process_resident_memory_bytes',
      ...(testDriver() === 'pg' ? ['salon_db_pool_connections'] : []),
    ];
    for (const name of names) expect(ok.body).toContain(`# TYPE ${name} `);
    expect(seriesValue(ok.body, 'salon_websocket_connections')).toBe(0);
    expect(seriesValue(ok.body, 'salon_outbox_messages{status="queued"}')).toBe(0);
    if (testDriver() === 'pg') expect(seriesValue(ok.body, 'salon_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('counts a request under its route pattern, once, with its latency', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN });
    const scrape = async () => (await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).body;
    const health = 'http_requests_total{method="GET",route="/healthz",status="200"}';
    const upload = 'http_requests_total{method="GET",route="/api/Upload/Public/:id",status="404"}';
    const uploadLatency = 'http_request_duration_seconds_count{method="GET",route="/api/Upload/Public/:id",status="404"}';
    const before = await scrape();

    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const id = randomUUID();
    expect((await app.inject({ url: `/api/Upload/Public/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/No/Such/Route' })).statusCode).toBe(404);
    const after = await scrape();

    expect(seriesValue(after, health) - seriesValue(before, health)).toBe(1);
    expect(seriesValue(after, upload) - seriesValue(before, upload)).toBe(1);
    expect(seriesValue(after, uploadLatency) - seriesValue(before, uploadLatency)).toBe(1);
    expect(seriesValue(after, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(
      seriesValue(before, 'http_requests_total{method="GET",route="unmatched",status="404"}') + 1,
    );
    // Raw URLs never become series.
    expect(after).not.toContain(id);
    expect(after).not.toContain('/api/No/Such/Route');
    // The scrape before counts itself under /metrics once it is answered.
    expect(seriesValue(after, 'http_requests_total{method="GET",route="/metrics",status="200"}')).toBe(1);
  });
});
