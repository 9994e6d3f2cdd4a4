import { type PayloadAction, type Reducer, createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../../features/session/auth-slice.ts';

/** Step data by step key: each step's form values, as typed (zod input), not yet parsed. */
export type StepValues = Record<string, Record<string, unknown>>;

/**
 * A wizard draft (spec section 3): step data, active step index, loading flag, id (null while
 * creating), ids of the record's parts for an update, the same-address flag and the fetched
 * default config. Persisted, so a reload mid-wizard keeps it.
 */
export interface WizardDraftState<S extends StepValues, C = unknown> {
  steps: S;
  activeStep: number;
  loading: boolean;
  id: string | null;
  updateIds: Record<string, string>;
  sameAddress: boolean;
  defaultConfig: C | null;
}

export type DraftField = 'id' | 'updateIds' | 'sameAddress';

export interface WizardDraftOptions<S extends StepValues> {
  /** The slice name; must be one of PERSISTED_SLICES to survive a reload. */
  name: string;
  defaults: S;
  /** Fields reset leaves alone besides the default config (the employee draft keeps id, update ids, same address). */
  keepOnReset?: readonly DraftField[];
}

export interface DraftEdit<S extends StepValues> {
  id: string | null;
  steps: { [K in keyof S]?: Partial<S[K]> };
  updateIds?: Record<string, string>;
  sameAddress?: boolean;
}

function over<S extends StepValues>(defaults: S, record: DraftEdit<S>['steps']): S {
  const merged: StepValues = { ...defaults };
  for (const key of Object.keys(defaults)) merged[key] = { ...defaults[key], ...record[key] };
  return merged as S;
}

/** One slice per wizard, all alike: the pattern every later wizard (services, products...) reuses. */
export function createWizardDraftSlice<S extends StepValues, C = unknown>({ name, defaults, keepOnReset = [] }: WizardDraftOptions<S>) {
  const initialState: WizardDraftState<S, C> = {
    steps: defaults,
    activeStep: 0,
    loading: false,
    id: null,
    updateIds: {},
    sameAddress: false,
    defaultConfig: null,
  };

  const slice = createSlice({
    name,
    initialState: () => initialState,
    reducers: {
      /** Saves one step's values (typed or validated) into the draft. */
      stepSaved(state, action: PayloadAction<{ step: keyof S & string; values: Record<string, unknown> }>) {
        const steps: StepValues = state.steps as StepValues;
        steps[action.payload.step] = action.payload.values;
      },
      activeStepSet(state, action: PayloadAction<number>) {
        state.activeStep = Math.max(0, action.payload);
      },
      loadingSet(state, action: PayloadAction<boolean>) {
        state.loading = action.payload;
      },
      defaultConfigLoaded(state, action: PayloadAction<C>) {
        (state as WizardDraftState<S, C>).defaultConfig = action.payload;
      },
      sameAddressToggled(state) {
        state.sameAddress = !state.sameAddress;
      },
      /** Loads an existing record over the defaults (id null starts a new one) at the first step. */
      edit(state, action: PayloadAction<DraftEdit<S>>) {
        const { id, steps, updateIds = {}, sameAddress = false } = action.payload;
        return {
          ...initialState,
          defaultConfig: (state as WizardDraftState<S, C>).defaultConfig,
          steps: over(defaults, steps),
          id,
          updateIds,
          sameAddress,
        };
      },
      /** Restores the defaults, keeping the fetched default config and the fields named in keepOnReset. */
      reset(state) {
        const current = state as WizardDraftState<S, C>;
        const kept: Partial<WizardDraftState<S, C>> = { defaultConfig: current.defaultConfig };
        if (keepOnReset.includes('id')) kept.id = current.id;
        if (keepOnReset.includes('updateIds')) kept.updateIds = current.updateIds;
        if (keepOnReset.includes('sameAddress')) kept.sameAddress = current.sameAddress;
        return { ...initialState, ...kept };
      },
    },
    // A draft belongs to the person who typed it: signing out drops it.
    extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
  });

  return {
    name,
    defaults,
    actions: slice.actions,
    reducer: slice.reducer as Reducer<WizardDraftState<S, C>>,
    initialState,
  };
}

export type WizardDraftSlice<S extends StepValues, C = unknown> = ReturnType<typeof createWizardDraftSlice<S, C>>;
