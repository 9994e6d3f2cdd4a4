import { describe, expect, it } from 'vitest';
import { requireRecordIds } from './record-id.ts';

const call = (params: Record<string, string>) => () =>
  requireRecordIds({ params, request: new Request('http://localhost/'), context: undefined } as never);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('requireRecordIds', () => {
  it('lets a record id through', () => {
    expect(call({ id: '0b9f7c5e-3f0a-4a43-9a1c-2f6d3c1b8e11' })()).toBeNull();
    expect(call({ appointmentId: '0b9f7c5e-3f0a-4a43-9a1c-2f6d3c1b8e11' })()).toBeNull();
  });
  for (const params of [{ id: 'store-demands' }, { id: 'time-card' }, { appointmentId: '12' }, { id: '' }] as Record<string, string>[]) {
    it(`answers not found for ${JSON.stringify(params)}`, () => {
      const error = thrown(call(params));
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    });
  }
  it('ignores params that are not ids', () => {
    expect(call({ name: 'kpi-summary' })()).toBeNull();
  });
});
