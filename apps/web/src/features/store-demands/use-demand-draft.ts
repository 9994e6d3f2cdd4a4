import type { DemandRequired, DemandSettings } from '@salon/shared';
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../app/hooks.ts';
import type { RootState } from '../../app/store.ts';
import { useSession } from '../session/session-context.ts';
import { draftFor, storeDemandWizard } from './store-demand-draft-slice.ts';

/**
 * The demand wizard's draft through the shared wizard draft persistence: `read` answers the signed-in person's
 * draft of the store and week (null for anyone else's), `resumed` where a reload left off, `save` keeps what is
 * typed, `clear` drops it once the demand is saved.
 */
export function useDemandDraft(storeId: string) {
  const dispatch = useAppDispatch();
  const appStore = useStore<RootState>();
  const owner = useSession().data?.user.id;
  const read = useCallback(
    (weekStart: string | null) => draftFor(appStore.getState().storeDemand.steps.demand, owner, storeId, weekStart),
    [appStore, owner, storeId],
  );
  // Read once per person and store (a reload resumes; the draft is not a live source afterwards).
  const resumed = useMemo(() => {
    const draft = read(null);
    return draft ? { weekStart: draft.weekStart, step: Math.min(appStore.getState().storeDemand.activeStep, 2) } : null;
  }, [read, appStore]);
  const save = useCallback(
    (weekStart: string, required: DemandRequired, settings: DemandSettings, step: number) => {
      if (!owner || step >= 3) return;
      dispatch(storeDemandWizard.actions.stepSaved({ step: 'demand', values: { owner, storeId, weekStart, required, settings } }));
      dispatch(storeDemandWizard.actions.activeStepSet(step));
    },
    [dispatch, owner, storeId],
  );
  const clear = useCallback(() => dispatch(storeDemandWizard.actions.reset()), [dispatch]);
  return { read, resumed, save, clear };
}
