import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../features/session/auth-slice.ts';
import { createWizardDraftSlice } from './wizard-draft.ts';

const defaults = {
  basicDetails: { name: '', email: '' },
  address: { city: '', postalCode: '' },
};
const config = { openTime: '10:00', closeTime: '20:00' };

function drafts(keepOnReset?: readonly ('id' | 'updateIds' | 'sameAddress')[]) {
  const draft = createWizardDraftSlice<typeof defaults, typeof config>({ name: 'testWizard', defaults, keepOnReset });
  const { actions, reducer } = draft;
  // A draft in the middle of an edit: config fetched, record loaded, steps typed, step 2 open.
  let state = reducer(undefined, actions.defaultConfigLoaded(config));
  state = reducer(
    state,
    actions.edit({ id: 'e1', steps: { basicDetails: { name: 'Ada' } }, updateIds: { address: 'a1' }, sameAddress: true }),
  );
  state = reducer(state, actions.stepSaved({ step: 'address', values: { city: 'Chicago', postalCode: '60654' } }));
  state = reducer(state, actions.activeStepSet(1));
  state = reducer(state, actions.loadingSet(true));
  return { draft, state };
}

describe('wizard drafts', () => {
  it('start at the first step with the defaults and no id', () => {
    const { reducer } = createWizardDraftSlice({ name: 'testWizard', defaults });
    expect(reducer(undefined, { type: 'init' })).toEqual({
      steps: defaults,
      activeStep: 0,
      loading: false,
      id: null,
      updateIds: {},
      sameAddress: false,
      defaultConfig: null,
    });
  });

  it('edit loads a record over the defaults, keeping default values for fields the record lacks', () => {
    const { draft } = drafts();
    const state = draft.reducer(
      draft.reducer(undefined, draft.actions.activeStepSet(3)),
      draft.actions.edit({ id: 'b1', steps: { basicDetails: { name: 'Fade Factory' } }, sameAddress: true }),
    );
    expect(state.id).toBe('b1');
    expect(state.activeStep).toBe(0);
    expect(state.sameAddress).toBe(true);
    expect(state.steps).toEqual({ basicDetails: { name: 'Fade Factory', email: '' }, address: { city: '', postalCode: '' } });
  });

  it('edit with a null id starts a fresh record but keeps the fetched default config', () => {
    const { draft, state } = drafts();
    const fresh = draft.reducer(state, draft.actions.edit({ id: null, steps: {} }));
    expect(fresh).toEqual({ ...draft.initialState, defaultConfig: config });
  });

  it('reset restores the defaults and keeps only the fetched default config', () => {
    const { draft, state } = drafts();
    expect(draft.reducer(state, draft.actions.reset())).toEqual({ ...draft.initialState, defaultConfig: config });
  });

  it('reset of the employee draft also keeps the id, the update ids and the same-address flag', () => {
    const { draft, state } = drafts(['id', 'updateIds', 'sameAddress']);
    const after = draft.reducer(state, draft.actions.reset());
    expect(after.steps).toEqual(defaults);
    expect(after.activeStep).toBe(0);
    expect(after.loading).toBe(false);
    expect(after).toMatchObject({ id: 'e1', updateIds: { address: 'a1' }, sameAddress: true, defaultConfig: config });
  });

  it('the same-address toggle flips the flag', () => {
    const { reducer, actions } = createWizardDraftSlice({ name: 'testWizard', defaults });
    const once = reducer(undefined, actions.sameAddressToggled());
    expect(once.sameAddress).toBe(true);
    expect(reducer(once, actions.sameAddressToggled()).sameAddress).toBe(false);
  });

  it('a saved step replaces that step only', () => {
    const { state } = drafts();
    expect(state.steps.basicDetails).toEqual({ name: 'Ada', email: '' });
    expect(state.steps.address).toEqual({ city: 'Chicago', postalCode: '60654' });
  });

  it('signing out drops the draft, config included', () => {
    const { draft, state } = drafts(['id']);
    expect(draft.reducer(state, sessionEnded())).toEqual(draft.initialState);
  });
});
