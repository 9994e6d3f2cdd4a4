// The day sheet (issue 23): one cutter's (or every cutter's) appointments of the shown day with times,
// customers, services, status and notes, to print or save as PDF (the browser's print dialog). Print rules
// hide everything else on the page.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarResource } from '../calendar.api.ts';
import type { CalEvent } from './calendar-view.tsx';

const cell = { textAlign: 'left', padding: '4px 8px', borderBottom: '1px solid #ccc', verticalAlign: 'top' } as const;

export function DaySheet({
  dateLabel,
  storeName,
  resources,
  events,
  initialCutter,
  timeOf,
  onClose,
}: {
  dateLabel: string;
  storeName: string;
  resources: readonly CalendarResource[];
  events: readonly CalEvent[];
  initialCutter: string;
  timeOf: (d: Date) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const { t: ta } = useTranslation('appointments');
  const [cutter, setCutter] = useState(initialCutter);
  const titleId = useId();
  const shown = resources.filter((r) => cutter === 'all' || r.id === cutter);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" className="calendar-day-sheet">
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            '.calendar-day-sheet, .calendar-day-sheet *': { visibility: 'visible' },
            '.calendar-day-sheet': { position: 'absolute', inset: 0 },
            '.calendar-day-sheet .no-print': { display: 'none' },
          },
        }}
      />
      <DialogTitle id={titleId}>{t('daySheetTitle', { date: dateLabel })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {storeName}
        </Typography>
        <TextField
          select
          size="small"
          label={t('cutter')}
          value={cutter}
          onChange={(e) => setCutter(e.target.value)}
          className="no-print"
          sx={{ width: 240, mb: 2 }}
        >
          <MenuItem value="all">{t('allCutters')}</MenuItem>
          {resources.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        {shown.map((r) => {
          const mine = events.filter((e) => e.resourceId === r.id && !e.timeOff).sort((a, b) => a.start.getTime() - b.start.getTime());
          return (
            <section key={r.id} aria-label={t('daySheetOf', { cutter: r.name })} style={{ breakInside: 'avoid', marginBottom: 16 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {r.name}
              </Typography>
              {mine.length ? (
                <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
                  <thead>
                    <tr>
                      <th style={cell}>{t('time')}</th>
                      <th style={cell}>{t('customer')}</th>
                      <th style={cell}>{t('services')}</th>
                      <th style={cell}>{t('status')}</th>
                      <th style={cell}>{t('notesLabel')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {mine.map((e) => (
                      <tr key={e.id}>
                        <td style={{ ...cell, whiteSpace: 'nowrap' }}>{`${timeOf(e.start)} – ${timeOf(e.end)}`}</td>
                        <td style={cell}>{e.source.kind === 'block' ? e.title : (e.source.customerName ?? '')}</td>
                        <td style={cell}>{e.source.services}</td>
                        <td style={cell}>
                          {e.source.kind === 'block' ? t('blockDetails') : ta(`status.${e.source.status}` as 'status.booked')}
                        </td>
                        <td style={cell}>{e.source.notes ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <Typography variant="body2">{t('daySheetEmpty')}</Typography>
              )}
            </section>
          );
        })}
      </DialogContent>
      <DialogActions className="no-print">
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
