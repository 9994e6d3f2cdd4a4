import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { changeBasisPoints } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface FigureCardProps {
  testId: string;
  label: string;
  value: string;
  previous: string;
  /** The same dates last year: the shown value, or null when that period has no data. */
  lastYear: { shown: string; raw: number | null; current: number | null } | null;
  definition?: string;
  /** A drill-down to the rows the figure counts. */
  link?: { to: string; text: string; label: string };
}

/** "+12.3%" / "−4.0%" for a change in basis points; null when there is nothing to compare with. */
export const formatChange = (bp: number | null) =>
  bp === null ? null : `${bp > 0 ? '+' : bp < 0 ? '−' : ''}${(Math.abs(bp) / 100).toFixed(1)}%`;

/** One figure of a dashboard: its value, the previous period, last year with the change, its definition and drill-down. */
export function FigureCard({ testId, label, value, previous, lastYear, definition, link }: FigureCardProps) {
  const { t } = useTranslation('kpi');
  const change = lastYear ? formatChange(changeBasisPoints(lastYear.current, lastYear.raw)) : null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5, alignContent: 'start' }} data-testid={testId}>
      <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`${testId}-value`}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('previous', { value: previous })}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-last-year`}>
        {lastYear ? t('lastYear', { value: lastYear.shown }) : t('noLastYear')}
        {change ? ` · ${t('change', { value: change })}` : null}
      </Typography>
      {definition ? (
        <Typography variant="caption" color="text.secondary">
          {definition}
        </Typography>
      ) : null}
      {link ? (
        <Box>
          <Link component={RouterLink} to={link.to} variant="body2" aria-label={link.label} data-testid={`${testId}-drill`}>
            {link.text}
          </Link>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The grid the figure cards sit in. */
export function FigureGrid({ children }: { children: React.ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))' }}>{children}</Box>;
}
