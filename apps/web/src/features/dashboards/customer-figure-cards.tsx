import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type CustomerSegment, DASHBOARD_DEFINITIONS } from '@salon/shared';
import type { ReactNode } from 'react';
import type { LABELS_EN } from '@salon/shared/i18n/labels';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { DashboardControls, type DashboardRange } from './dashboard-controls.tsx';
import { FigureCard, FigureGrid } from './figure-card.tsx';

type Figures<K extends string> = Record<K, number | null>;
/** A figure's name is its label key. */
type FigureKey = keyof (typeof LABELS_EN)['customerDash'] & string;

/**
 * The customer and retention dashboards' figure cards: this period, the previous one, the same dates last year, the
 * definition, and for a client figure a link to the clients behind it.
 */
export function CustomerFigureCards<K extends FigureKey>({
  figures,
  data,
  show,
  range,
  dashboard,
  clientsPath,
}: {
  figures: readonly (readonly [K, CustomerSegment | null])[];
  data: { current: Figures<K>; previous: Figures<K>; lastYear: Figures<K> | null };
  show: (key: K, value: number | null) => string;
  range: DashboardRange;
  dashboard: 'customers' | 'retention';
  clientsPath: string;
}) {
  const { t } = useTranslation('customerDash');
  const { lastYear } = data;
  return (
    <FigureGrid>
      {figures.map(([key, segment]) => (
        <FigureCard
          key={key}
          testId={`${dashboard === 'customers' ? 'customers' : 'retention'}-${key}`}
          label={t(key)}
          value={show(key, data.current[key])}
          previous={show(key, data.previous[key])}
          lastYear={lastYear ? { shown: show(key, lastYear[key]), raw: lastYear[key], current: data.current[key] } : null}
          definition={DASHBOARD_DEFINITIONS[key as keyof typeof DASHBOARD_DEFINITIONS]}
          link={
            segment
              ? {
                  to: range.linkTo(clientsPath, { segment, dashboard }),
                  text: t('seeClients'),
                  label: t('seeClientsOf', { figure: t(key) }),
                }
              : undefined
          }
        />
      ))}
    </FigureGrid>
  );
}

interface ComparedDates {
  previousFrom: string;
  previousTo: string;
  lastYearFrom: string;
  lastYearTo: string;
}

/** A customer dashboard's frame: heading, store and dates, the error or wait, and the dates it is compared with. */
export function CustomerDashboardFrame<D extends ComparedDates>({
  title,
  range,
  result,
  note,
  children,
}: {
  title: string;
  range: DashboardRange;
  result: { data?: D; error?: unknown; isFetching: boolean };
  /** Said after the compared dates (the retention dashboard's "as of" day). */
  note?: (data: D) => string;
  children: (data: D) => ReactNode;
}) {
  const { t: tk } = useTranslation('kpi');
  const { data } = result;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h1">{title}</Typography>
      <DashboardControls range={range} />
      {result.error ? <Alert severity="error">{errorMessage(result.error)}</Alert> : null}
      {result.isFetching && !data ? <CircularProgress aria-label={title} /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {tk('comparedWith', { from: data.previousFrom, to: data.previousTo })} ·{' '}
            {tk('lastYearDates', { from: data.lastYearFrom, to: data.lastYearTo })}
            {note ? ` · ${note(data)}` : ''}
          </Typography>
          {children(data)}
        </>
      ) : null}
    </Box>
  );
}
