import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import type { DraftEdit, StepValues, WizardDraftSlice, WizardDraftState } from '../../components/wizard/wizard-draft.ts';
import { WizardFrame } from '../../components/wizard/wizard-frame.tsx';
import type { WizardStep } from '../../components/wizard/wizard-step.tsx';

export interface CatalogWizardViewProps<S extends StepValues, R> {
  id: string | null;
  draft: WizardDraftSlice<S>;
  state: WizardDraftState<S>;
  /** The record being edited (fetched only while the draft does not hold it yet). */
  record: R | undefined;
  recordError: unknown;
  toDraft: (record: R) => DraftEdit<S>;
  steps: readonly WizardStep[];
  stepTitles: Record<string, string>;
  title: string;
  saveLabel: string;
  onSave: (parsed: Record<string, Record<string, unknown>>) => Promise<void>;
}

/** Whether the wizard must fetch the record: editing one the draft does not hold. */
export function needsRecord(id: string | null, draftId: string | null): boolean {
  return id !== null && draftId !== id;
}

/**
 * The draft follows the address: a new record starts from the defaults unless one is under way, an
 * edit loads the record over the defaults unless the draft already holds it (a reload).
 */
export function CatalogWizardView<S extends StepValues, R>(props: CatalogWizardViewProps<S, R>) {
  const { id, draft, state, record, toDraft } = props;
  const dispatch = useAppDispatch();
  const loadRecord = needsRecord(id, state.id);
  useEffect(() => {
    if (id === null && state.id !== null) dispatch(draft.actions.edit({ id: null, steps: {} }));
  }, [id, state.id, dispatch, draft]);
  useEffect(() => {
    if (record && loadRecord) dispatch(draft.actions.edit(toDraft(record)));
  }, [record, loadRecord, dispatch, draft, toDraft]);

  if (props.recordError) return <Alert severity="error">{errorMessage(props.recordError)}</Alert>;
  if (loadRecord || (id === null && state.id !== null)) return <PageLoader />;
  return (
    <WizardFrame
      title={props.title}
      draft={draft}
      state={state}
      steps={props.steps}
      stepTitles={props.stepTitles}
      onSave={props.onSave}
      saveLabel={props.saveLabel}
    />
  );
}
