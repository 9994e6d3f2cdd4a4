// Find (issue 23): today's and the week's appointments by customer name or phone digits; a result opens its
// day and brings its card into view. Also the status filter (the shown statuses; none chosen: all).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APPOINTMENT_STATUSES, matchesAppointment } from '@salon/shared';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarEvent, useCalendarQuery } from '../calendar.api.ts';
import { floatingDay, toFloating } from '../calendar-time.ts';

const MAX_RESULTS = 8;

export function CalendarFind({
  storeId,
  date,
  today,
  weekStart,
  timezone,
  nameOf,
  timeOf,
  onJump,
}: {
  storeId: string;
  date: string;
  today: string;
  weekStart: number;
  timezone: string;
  nameOf: (cutterId: string) => string;
  timeOf: (d: Date) => string;
  onJump: (event: CalendarEvent, day: string) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const listId = useId();
  const searching = deferred.trim().length >= 2;
  // The week around the shown day, and today's (today may lie in another week).
  const week = useCalendarQuery({ storeId, date, view: 'week', weekStart }, { skip: !searching });
  const todays = useCalendarQuery({ storeId, date: today, view: 'day', weekStart }, { skip: !searching });
  const results = useMemo(() => {
    if (!searching) return [];
    const seen = new Set<string>();
    const all: CalendarEvent[] = [];
    for (const e of [...(todays.data?.events ?? []), ...(week.data?.events ?? [])])
      if (e.kind === 'appointment' && !seen.has(e.id) && matchesAppointment(deferred, e)) {
        seen.add(e.id);
        all.push(e);
      }
    return all.slice(0, MAX_RESULTS);
  }, [searching, deferred, todays.data, week.data]);
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', month: 'short', day: 'numeric' }),
    [i18n.language],
  );

  return (
    <Box sx={{ position: 'relative', width: { xs: '100%', sm: 260 } }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t('find')}
        placeholder={t('findPlaceholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
        slotProps={{ htmlInput: { 'aria-controls': searching ? listId : undefined, 'aria-describedby': `${listId}-count` } }}
      />
      <Typography
        id={`${listId}-count`}
        role="status"
        variant="caption"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {searching && !week.isFetching ? t('findCount', { count: results.length }) : ''}
      </Typography>
      {searching ? (
        <Paper
          elevation={6}
          sx={{ position: 'absolute', zIndex: 10, top: '100%', left: 0, right: 0, mt: 0.5, maxHeight: 320, overflowY: 'auto' }}
        >
          {results.length ? (
            <List dense id={listId} aria-label={t('findResults')}>
              {results.map((e) => {
                const start = toFloating(e.start, timezone);
                const day = floatingDay(start);
                return (
                  <ListItem key={e.id} disablePadding>
                    <ListItemButton
                      onClick={() => {
                        setQuery('');
                        onJump(e, day);
                      }}
                    >
                      <Box>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {e.customerName}
                          {e.phone ? ` · ${e.phone}` : ''}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {day === today ? t('today') : dayFormat.format(start)}, {timeOf(start)}, {nameOf(e.resourceId)}
                        </Typography>
                      </Box>
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          ) : (
            <Typography id={listId} variant="body2" sx={{ p: 1.5 }}>
              {week.isFetching || todays.isFetching ? t('loading') : t('findNone')}
            </Typography>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}

/** Which statuses are shown: none chosen shows all. */
export function StatusFilter({ value, onChange }: { value: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation('calendar');
  const { t: ta } = useTranslation('appointments');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TextField
        select
        size="small"
        label={t('statusFilter')}
        value={value}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (v) =>
              (v as string[]).length ? (v as string[]).map((s) => ta(`status.${s}` as 'status.booked')).join(', ') : t('allStatuses'),
          },
          inputLabel: { shrink: true },
        }}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        {APPOINTMENT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {ta(`status.${s}` as 'status.booked')}
          </MenuItem>
        ))}
      </TextField>
      {value.length ? (
        <Button size="small" onClick={() => onChange([])}>
          {t('allStatuses')}
        </Button>
      ) : null}
    </Box>
  );
}
