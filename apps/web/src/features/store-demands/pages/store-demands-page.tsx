import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDays,
  copyDemandDay,
  DEMAND_SETTINGS_DEFAULTS,
  type DemandRequired,
  type DemandSettings,
  emptyRequired,
  explainForecastCell,
  hasAccess,
  type StoreDemand,
} from '@salon/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { AccessGuard } from '../../../components/access-guard.tsx';
import { WizardStepper } from '../../../components/wizard/wizard-stepper.tsx';
import { useSession } from '../../session/session-context.ts';
import { type StoreWeekProps, StoreWeekPage } from '../../shifts/components/store-week-page.tsx';
import { WeekToolbar } from '../../shifts/components/week-toolbar.tsx';
import { currentWeekStart, formatDay } from '../../shifts/week.ts';
import { DemandGridEditor } from '../components/demand-grid-editor.tsx';
import { DemandReview } from '../components/demand-review.tsx';
import { DemandSettingsFields } from '../components/demand-settings-fields.tsx';
import { DemandTemplates } from '../components/demand-templates.tsx';
import { useDemandDraft } from '../use-demand-draft.ts';
import {
  useCreateDemandMutation,
  useDemandCoverageQuery,
  useDemandForecastMutation,
  useDemandWeekQuery,
  useUpdateDemandMutation,
} from '../store-demands.api.ts';

export const STORE_DEMAND_FLAGS = ['view_store_demand', 'create_store_demand', 'edit_store_demand'];
const BRUSH_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const STEPS = ['step.week', 'step.detail', 'step.review', 'step.saved'] as const;

/** /admin/store/store-demands: the store demand wizard (store and week, demand detail, demand review, saved). */
export function StoreDemandsPage() {
  const { t } = useTranslation('storeDemand');
  return (
    <AccessGuard flags={STORE_DEMAND_FLAGS}>
      <StoreWeekPage title={t('title')}>{(props) => <DemandWizard {...props} />}</StoreWeekPage>
    </AccessGuard>
  );
}

function DemandWizard({ stores, storeId, setStoreId, showStores }: StoreWeekProps) {
  const { t, i18n } = useTranslation('storeDemand');
  const { data: session } = useSession();
  const can = (flag: string) => hasAccess(session?.accessControls, [flag]);
  const draft = useDemandDraft(storeId);
  const [step, setStep] = useState(() => draft.resumed?.step ?? 0);
  const [zone, setZone] = useState(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const thisWeek = currentWeekStart(zone);
  const [weekStart, setWeekStart] = useState<string | null>(() => draft.resumed?.weekStart ?? null);
  const week = weekStart ?? addDays(thisWeek, 7);
  const { data, error, isLoading } = useDemandWeekQuery({ storeId, weekStart: week });
  const [required, setRequired] = useState<DemandRequired | null>(null);
  const [settings, setSettings] = useState<DemandSettings>(DEMAND_SETTINGS_DEFAULTS);
  const [skill, setSkill] = useState('');
  const [brush, setBrush] = useState(1);
  const [copyFrom, setCopyFrom] = useState(1);
  const [titles, setTitles] = useState<Record<string, string[][]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<StoreDemand | null>(null);
  const [forecast, forecasting] = useDemandForecastMutation();
  const [create, creating] = useCreateDemandMutation();
  const [update, updating] = useUpdateDemandMutation();
  const coverage = useDemandCoverageQuery({ storeId, weekStart: week }, { skip: step !== 2 });

  if (data && data.timezone !== zone) setZone(data.timezone);
  // A week's data arrived: this person's draft of it, else the saved demand, else zeros (`loaded` names the week).
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const stored = draft.read(data.weekStart);
    setRequired(stored?.required ?? data.demand?.required ?? emptyRequired(data.grid, data.skills));
    setSettings(stored?.settings ?? data.settings);
    setLoaded(data.weekStart);
    setSkill((current) => (data.skills.includes(current) ? current : (data.skills[0] ?? '')));
    setTitles({});
  }, [data, draft.read]);
  const { save: saveDraft } = draft;
  useEffect(() => void (required && loaded && saveDraft(loaded, required, settings, step)), [required, settings, loaded, step, saveDraft]);
  const grid = data?.demand?.grid ?? data?.grid;
  const fill = async () => {
    setFailure(null);
    try {
      const result = await forecast({ storeId, weekStart: week, settings }).unwrap();
      setRequired(result.required);
      setTitles(
        Object.fromEntries(
          Object.entries(result.explanations).map(([k, days]) => [
            k,
            days.map((cells) => cells.map((e) => explainForecastCell(e, settings.targetUtilisationPercent))),
          ]),
        ),
      );
      setNotice(t('forecastDone', { weeks: settings.forecastWeeks, percent: settings.targetUtilisationPercent }));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const save = async (status: 'draft' | 'booked') => {
    if (!required || !data) return;
    setFailure(null);
    try {
      const result = data.demand
        ? await update({ id: data.demand.id, body: { status, required, settings, version: data.demand.version } }).unwrap()
        : await create({ storeId, weekStart: week, status, required, settings }).unwrap();
      draft.clear();
      setSaved(result);
      setStep(3);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const editable = data?.demand ? can('edit_store_demand') : can('create_store_demand');
  const nav = (nextDisabled = false) => (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('back')}</Button> : null}
      <Button variant="contained" onClick={() => setStep(step + 1)} disabled={nextDisabled}>
        {t('next')}
      </Button>
    </Box>
  );

  return (
    <>
      <WizardStepper titles={STEPS.map((k) => t(k))} active={step} onStep={(i) => i < 3 && setStep(i)} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {isLoading || !data || !required || !grid ? (
        <CircularProgress aria-label={t('title')} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 }, display: 'grid', gap: 2, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(STEPS[step])}
          </Typography>
          {step === 0 ? (
            <>
              <WeekToolbar
                stores={stores}
                storeId={storeId}
                onStore={setStoreId}
                showStores={showStores}
                weekStart={week}
                onWeek={setWeekStart}
                thisWeek={thisWeek}
              />
              {data.demand ? (
                <Alert severity="info">{t('existing', { status: t(`status.${data.demand.status}`), version: data.demand.version })}</Alert>
              ) : null}
              {data.skills.length ? null : <Alert severity="warning">{t('noSkills')}</Alert>}
              <DemandSettingsFields settings={settings} onChange={setSettings} />
              {nav(!data.skills.length || !editable)}
            </>
          ) : null}
          {step === 1 ? (
            <>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={t('skill')}
                  value={skill}
                  onChange={(e) => setSkill(e.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  {Object.keys(required).map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('brush')}
                  value={brush}
                  onChange={(e) => setBrush(Number(e.target.value))}
                  sx={{ width: 110 }}
                >
                  {BRUSH_VALUES.map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
                <Button variant="outlined" onClick={() => void fill()} disabled={forecasting.isLoading}>
                  {t('fromForecast')}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('brushHelp')}
              </Typography>
              {notice ? (
                <Alert severity="success" role="status" onClose={() => setNotice(null)}>
                  {notice}
                </Alert>
              ) : null}
              <DemandGridEditor grid={grid} required={required} skill={skill} brush={brush} titles={titles[skill]} onChange={setRequired} />
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  select
                  size="small"
                  label={t('copyFrom')}
                  value={copyFrom}
                  onChange={(e) => setCopyFrom(Number(e.target.value))}
                  sx={{ minWidth: 150 }}
                >
                  {grid.days.map((d, i) => (
                    <MenuItem key={d.date} value={i} disabled={!d.cells.length}>
                      {formatDay(d.date, i18n.language)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="outlined"
                  onClick={() =>
                    setRequired(
                      copyDemandDay(
                        grid,
                        required,
                        skill,
                        copyFrom,
                        grid.days.map((_, i) => i).filter((i) => grid.days[i].cells.length),
                      ),
                    )
                  }
                >
                  {t('copyToAll')}
                </Button>
                <Button onClick={() => setRequired({ ...required, [skill]: grid.days.map((d) => d.cells.map(() => 0)) })}>
                  {t('clear')}
                </Button>
              </Box>
              <DemandTemplates
                {...{ storeId, required, onNotice: setNotice, onFailure: setFailure }}
                weekStart={week}
                demand={data.demand}
                onApplied={setRequired}
              />
              {nav()}
            </>
          ) : null}
          {step === 2 ? (
            <>
              <DemandReview grid={grid} required={required} published={coverage.data?.publishedCover} />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button onClick={() => setStep(1)}>{t('back')}</Button>
                <Button
                  variant="outlined"
                  onClick={() => void save('draft')}
                  disabled={creating.isLoading || updating.isLoading || data.demand?.status === 'booked'}
                >
                  {t('saveDraft')}
                </Button>
                <Button variant="contained" onClick={() => void save('booked')} disabled={creating.isLoading || updating.isLoading}>
                  {t('book')}
                </Button>
              </Box>
            </>
          ) : null}
          {step === 3 && saved ? (
            <>
              <Alert severity="success" role="status">
                {t('saved', { status: t(`status.${saved.status}`), version: saved.version })}
              </Alert>
              <Typography variant="subtitle2">{t('history')}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {saved.history.map((h) => (
                  <li key={h.version}>{t('historyItem', { version: h.version, action: t(`action.${h.action}`), by: h.by ?? '—' })}</li>
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" component={RouterLink} to="/admin/store/manage-shifts">
                  {t('toShifts')}
                </Button>
                <Button onClick={() => setStep(0)}>{t('newWeek')}</Button>
              </Box>
            </>
          ) : null}
        </Paper>
      )}
    </>
  );
}
