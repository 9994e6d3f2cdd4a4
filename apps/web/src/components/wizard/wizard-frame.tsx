import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { type StepErrors, firstStepWithErrors, placeServerErrors } from './server-errors.ts';
import type { StepValues, WizardDraftSlice, WizardDraftState } from './wizard-draft.ts';
import { WizardReview } from './wizard-review.tsx';
import { StepFormHost, type WizardStep, parseStep } from './wizard-step.tsx';
import { WizardStepper } from './wizard-stepper.tsx';

export interface WizardFrameProps<S extends StepValues, C> {
  title: string;
  draft: WizardDraftSlice<S, C>;
  state: WizardDraftState<S, C>;
  steps: readonly WizardStep[];
  /** Step titles by step key. */
  stepTitles: Record<string, string>;
  /** Saves the whole record in one request with every step's parsed values; rejects with an ApiError. */
  onSave: (parsed: Record<string, Record<string, unknown>>) => Promise<void>;
  saveLabel: string;
}

const NO_ERRORS: StepErrors = { byStep: new Map(), unplaced: {} };

/**
 * The one wizard frame: stepper, Back/Next, each step checked by its schema before advancing,
 * a review of every step that saves in one request, and the server's 422 messages put back on
 * the fields of the steps they belong to.
 */
export function WizardFrame<S extends StepValues, C>({
  title,
  draft,
  state,
  steps,
  stepTitles,
  onSave,
  saveLabel,
}: WizardFrameProps<S, C>) {
  const { t } = useTranslation('wizard');
  const dispatch = useAppDispatch();
  const reviewIndex = steps.length;
  const active = Math.min(state.activeStep, reviewIndex);
  const step = steps[active];
  const validateRef = useRef<(() => Promise<boolean>) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [serverErrors, setServerErrors] = useState<StepErrors>(NO_ERRORS);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  // Remounts the step form after a reset, so it shows the restored defaults.
  const [generation, setGeneration] = useState(0);
  const allTitles = steps.map((s) => stepTitles[s.key] ?? s.key).concat(t('review'));
  const stepValues = (key: string): Record<string, unknown> => (state.steps as StepValues)[key] ?? {};

  // A save cut short by a reload must not leave the draft busy for ever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (state.loading) dispatch(draft.actions.loadingSet(false));
  }, []);

  const previousActive = useRef(active);
  useEffect(() => {
    if (previousActive.current !== active) headingRef.current?.focus();
    previousActive.current = active;
  }, [active]);

  const goTo = (index: number) => dispatch(draft.actions.activeStepSet(index));

  const next = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    const valid = (await validateRef.current?.()) ?? true;
    if (valid) goTo(active + 1);
  };

  const stepContext = { steps: state.steps as Record<string, Record<string, unknown>>, editing: Boolean(state.id) };
  const save = async () => {
    setSaveError(null);
    const parsed: Record<string, Record<string, unknown>> = {};
    for (const [index, s] of steps.entries()) {
      const result = parseStep(s, stepValues(s.key));
      const checked = result.success && Object.keys(s.check?.(result.data, stepContext) ?? {}).length === 0;
      if (!result.success || !checked) {
        setSaveError(t('stepIncomplete', { step: allTitles[index] }));
        goTo(index);
        return;
      }
      if (result.success) parsed[s.key] = result.data;
    }
    dispatch(draft.actions.loadingSet(true));
    try {
      await onSave(parsed);
      setServerErrors(NO_ERRORS);
    } catch (error) {
      const message = isApiError(error) ? error.message : t('saveFailed');
      setSaveError(message);
      if (isApiError(error) && error.fields) {
        const placed = placeServerErrors(steps, error.fields);
        setServerErrors(placed);
        const first = firstStepWithErrors(placed);
        if (first !== null) goTo(first);
      }
    } finally {
      dispatch(draft.actions.loadingSet(false));
    }
  };

  const unplaced = Object.entries(serverErrors.unplaced);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Typography variant="h1">{title}</Typography>
      <WizardStepper titles={allTitles} active={active} onStep={goTo} />
      <Paper
        variant="outlined"
        component="form"
        noValidate
        aria-labelledby="wizard-step-heading"
        onSubmit={active === reviewIndex ? (event: FormEvent) => event.preventDefault() : next}
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
      >
        <Typography id="wizard-step-heading" ref={headingRef} tabIndex={-1} variant="h2" sx={{ outline: 'none' }}>
          {allTitles[active]}
        </Typography>
        {saveError ? (
          <Alert severity="error">
            {saveError}
            {unplaced.length ? (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {unplaced.map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
        {step ? (
          <StepFormHost
            step={step}
            key={`${state.id ?? 'new'}-${generation}-${step.key}`}
            values={stepValues(step.key)}
            onValues={(values) => dispatch(draft.actions.stepSaved({ step: step.key, values }))}
            serverErrors={serverErrors.byStep.get(active) ?? {}}
            validateRef={validateRef}
            context={stepContext}
          />
        ) : (
          <WizardReview steps={steps} titles={allTitles} valuesOf={stepValues} onEdit={goTo} />
        )}
        {state.loading ? <LinearProgress aria-label={t('saving')} /> : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', pt: 1 }}>
          <Button variant="text" color="inherit" onClick={() => setConfirmReset(true)} sx={{ mr: 'auto' }}>
            {t('startOver')}
          </Button>
          <Button variant="outlined" disabled={active === 0 || state.loading} onClick={() => goTo(active - 1)}>
            {t('back')}
          </Button>
          {step ? (
            <Button type="submit" variant="contained">
              {t('next')}
            </Button>
          ) : (
            <Button variant="contained" disabled={state.loading} onClick={() => void save()}>
              {saveLabel}
            </Button>
          )}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirmReset}
        title={t('startOverTitle')}
        message={t('startOverMessage')}
        confirmLabel={t('startOver')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false);
          setServerErrors(NO_ERRORS);
          setSaveError(null);
          dispatch(draft.actions.reset());
          setGeneration((value) => value + 1);
        }}
      />
    </Box>
  );
}
