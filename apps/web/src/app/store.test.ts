// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { brandWizard } from '../features/brands/brand-wizard-slice.ts';
import { createAppStore } from './store.ts';

/** The persisted draft as redux-persist wrote it to localStorage (its root key). */
function storedBrandDraft(): { steps?: Record<string, Record<string, unknown>> } | null {
  const root = localStorage.getItem('persist:root');
  if (!root) return null;
  const slice = (JSON.parse(root) as Record<string, string>).brandWizard;
  return slice ? JSON.parse(slice) : null;
}

describe('the persisted store', () => {
  afterEach(() => localStorage.clear());

  it('writes a draft change still waiting for its timer as the page goes (a reload right after typing keeps it)', async () => {
    const { store, persistor } = createAppStore();
    // Changes are persisted once rehydration is over.
    await new Promise<void>((resolve) => {
      const done = () => persistor.getState().bootstrapped && resolve();
      persistor.subscribe(done);
      done();
    });
    store.dispatch(brandWizard.actions.stepSaved({ step: 'address', values: { postalCode: '60622' } }));
    // Nothing has run the persist timer yet: without the flush on pagehide, the stored draft lacks the typed value.
    window.dispatchEvent(new Event('pagehide'));
    expect(storedBrandDraft()?.steps?.address).toEqual({ postalCode: '60622' });
  });
});
