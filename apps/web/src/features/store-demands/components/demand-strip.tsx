import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DemandCoverWire, minutesToTime } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../shifts/week.ts';
import { useDemandCoverageQuery } from '../store-demands.api.ts';
import { SuggestDialog } from './suggest-dialog.tsx';

const colour = (required: number, scheduled: number) =>
  scheduled < required ? '#c62828' : scheduled > required ? '#1565c0' : required ? '#2e7d32' : '#e0e0e0';

/** Demand versus cover on manage shifts: a strip per skill set and day, the numbers on hover and in a table. */
export function DemandStrip({
  storeId,
  weekStart,
  timezone,
  canSuggest,
  onAccepted,
}: {
  storeId: string;
  weekStart: string;
  timezone: string;
  canSuggest: boolean;
  onAccepted: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('storeDemand');
  const { data } = useDemandCoverageQuery({ storeId, weekStart });
  const [table, setTable] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  if (!data) return null;
  const cover: DemandCoverWire = data.cover;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="demand-strip-heading"
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography id="demand-strip-heading" variant="h2" sx={{ fontSize: '1.15rem', flexGrow: 1 }}>
          {t('stripTitle')}
        </Typography>
        {data.demand && canSuggest ? (
          <Button variant="contained" onClick={() => setSuggesting(true)}>
            {t('suggest')}
          </Button>
        ) : null}
        {data.demand ? (
          <Button variant="text" onClick={() => setTable(!table)} aria-expanded={table}>
            {table ? t('hideTable') : t('showTable')}
          </Button>
        ) : null}
      </Box>
      {!data.demand ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/admin/store/store-demands">
              {t('stripOpen')}
            </Button>
          }
        >
          {t('stripNone')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('stripLegend')}
          </Typography>
          <Box sx={{ overflowX: 'auto' }} aria-hidden={true}>
            {Object.entries(cover).map(([skill, days]) => (
              <Box key={skill} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }} data-skill={skill}>
                <Typography variant="body2" sx={{ width: 90, flexShrink: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {skill}
                </Typography>
                {days.map((cells, d) => (
                  <Box
                    key={data.grid.days[d].date}
                    sx={{ display: 'flex', gap: '1px', minWidth: 70, flex: 1 }}
                    title={formatDay(data.grid.days[d].date, i18n.language)}
                  >
                    {cells.map((c) => (
                      <Box
                        key={c.start}
                        data-state={c.scheduled < c.required ? 'under' : c.scheduled > c.required ? 'over' : 'covered'}
                        title={t('stripCell', {
                          day: formatDay(data.grid.days[d].date, i18n.language),
                          time: minutesToTime(c.start),
                          scheduled: c.scheduled,
                          required: c.required,
                        })}
                        sx={{ flex: 1, height: 18, bgcolor: colour(c.required, c.scheduled) }}
                      />
                    ))}
                  </Box>
                ))}
              </Box>
            ))}
          </Box>
          {table
            ? Object.entries(cover).map(([skill, days]) => {
                const rows = [...new Set(days.flatMap((cells) => cells.map((c) => c.start)))].sort((a, b) => a - b);
                return (
                  <Box key={skill} sx={{ overflowX: 'auto' }}>
                    <Box
                      component="table"
                      sx={{
                        borderCollapse: 'collapse',
                        '& th, & td': { border: 1, borderColor: 'divider', px: 0.75, py: 0.25, textAlign: 'center' },
                      }}
                    >
                      <caption style={{ textAlign: 'left' }}>{t('tableCaption', { skill })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('hour')}</th>
                          {data.grid.days.map((d) => (
                            <th key={d.date} scope="col">
                              {formatDay(d.date, i18n.language)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {rows.map((start) => (
                          <tr key={start}>
                            <th scope="row">{minutesToTime(start)}</th>
                            {days.map((cells, d) => {
                              const c = cells.find((x) => x.start === start);
                              return <td key={data.grid.days[d].date}>{c ? `${c.scheduled} / ${c.required}` : '–'}</td>;
                            })}
                          </tr>
                        ))}
                      </tbody>
                    </Box>
                  </Box>
                );
              })
            : null}
        </>
      )}
      {suggesting && data.demand ? (
        <SuggestDialog
          demandId={data.demand.id}
          timezone={timezone}
          onClose={() => setSuggesting(false)}
          onAccepted={(count) => {
            setSuggesting(false);
            onAccepted(t('accepted', { count }));
          }}
        />
      ) : null}
    </Paper>
  );
}
