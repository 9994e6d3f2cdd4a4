import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { BOOKING_WINDOW_DAYS, MAX_AVAILABILITY_DAYS, addDays, daysBetween, todayIn } from '@salon/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { DAY_PARTS, type DayPart, daysFrom, formatDay, formatTime, groupSlots, slotsOnDay, zoneName } from '../booking-format.ts';
import { useBookingSlotsQuery } from '../booking.api.ts';
import { WhyNotPicker } from './why-not-picker.tsx';

/** Times shown per part of the day before "Show all": two rows on a phone, one or two on a wide screen. */
export const SLOTS_SHOWN = 6;

export interface SlotPickerProps {
  storeId: string;
  timezone: string;
  serviceIds: string[];
  /** A cutter's id, or "any". */
  cutterId: string;
  day: string | null;
  onDayChange: (day: string) => void;
  /** A start was chosen (with the cutter the slot belongs to). */
  onPick: (start: string, cutterId: string) => void;
  busy?: boolean;
  /** Start to leave out (the appointment being moved). */
  excludeStart?: string;
}

/** Days (today and the next BOOKING_WINDOW_DAYS) and their times, by morning, afternoon and evening, on the store's clock. */
export function SlotPicker({ storeId, timezone, serviceIds, cutterId, day, onDayChange, onPick, busy, excludeStart }: SlotPickerProps) {
  const { t, i18n } = useTranslation('booking');
  const headingId = useId();
  const today = todayIn(timezone);
  const days = useMemo(() => daysFrom(today, BOOKING_WINDOW_DAYS + 1), [today]);
  const selected = day && days.includes(day) ? day : today;
  // At most 14 days per call: the window is read in pages of 14 days, the page of the selected day.
  const page = Math.floor(daysBetween(today, selected) / MAX_AVAILABILITY_DAYS);
  const from = addDays(today, page * MAX_AVAILABILITY_DAYS);
  const to = addDays(from, Math.min(MAX_AVAILABILITY_DAYS, BOOKING_WINDOW_DAYS + 1 - page * MAX_AVAILABILITY_DAYS) - 1);
  const { data, isFetching, error, refetch } = useBookingSlotsQuery({
    storeId,
    serviceIds,
    ...(cutterId === 'any' ? {} : { cutterId }),
    from,
    to,
  });
  const slots = (data?.slots ?? []).filter((slot) => slot.start !== excludeStart);
  const loadedDays = new Set(daysFrom(from, daysBetween(from, to) + 1));
  const daySlots = slotsOnDay(slots, timezone, selected);
  const groups = groupSlots(daySlots, timezone);
  // A phone showed every 5-minute time of the day (3,600 px): each part of the day shows its first few.
  const [expanded, setExpanded] = useState<{ day: string; parts: DayPart[] }>({ day: selected, parts: [] });
  const open = (part: DayPart) => expanded.day === selected && expanded.parts.includes(part);
  const countOn = (d: string) => (loadedDays.has(d) && data ? slotsOnDay(slots, timezone, d).length : null);
  const firstOpen = data ? [...loadedDays].find((d) => slotsOnDay(slots, timezone, d).length > 0) : undefined;

  // The chosen day scrolls into view in the day strip.
  const strip = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen day changes
  useEffect(() => {
    strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {t('timesIn', { zone: zoneName(timezone, new Date(), i18n.language) })}
      </Typography>
      <Box
        ref={strip}
        role="group"
        aria-label={t('chooseDay')}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x proximity',
          mx: { xs: -0.5, sm: 0 },
          px: { xs: 0.5, sm: 0 },
        }}
      >
        {days.map((d) => {
          const count = countOn(d);
          const [weekday, ...rest] = formatDay(d, i18n.language).split(', ');
          return (
            <ToggleButton
              key={d}
              value={d}
              selected={d === selected}
              onChange={() => onDayChange(d)}
              aria-label={`${formatDay(d, i18n.language, true)}${count === 0 ? `, ${t('noTimesShort')}` : ''}`}
              sx={{
                flex: '0 0 auto',
                width: 76,
                display: 'grid',
                gap: 0.25,
                py: 1,
                scrollSnapAlign: 'center',
                textTransform: 'none',
                borderRadius: 2,
                opacity: count === 0 ? 0.6 : 1,
              }}
            >
              <Typography component="span" variant="caption" sx={{ fontWeight: 600 }}>
                {d === today ? t('today') : weekday}
              </Typography>
              <Typography component="span" variant="body2">
                {rest.join(', ')}
              </Typography>
            </ToggleButton>
          );
        })}
      </Box>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
        {formatDay(selected, i18n.language, true)}
      </Typography>
      {error ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
          {errorMessage(error)}
        </Alert>
      ) : isFetching && !data ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography color="text.secondary">{t('loadingTimes')}</Typography>
        </Box>
      ) : daySlots.length === 0 ? (
        <Alert severity="info" role="status">
          {t('noTimes')}{' '}
          {firstOpen && firstOpen !== selected ? (
            <Button size="small" onClick={() => onDayChange(firstOpen)} sx={{ ml: 0.5 }}>
              {t('firstOpenDay', { day: formatDay(firstOpen, i18n.language) })}
            </Button>
          ) : null}
        </Alert>
      ) : (
        <Box aria-labelledby={headingId} role="group" sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.6 : 1 }}>
          {DAY_PARTS.filter((part) => groups[part].length > 0).map((part) => (
            <Box key={part} component="section" aria-label={t(`part.${part}`)}>
              <Typography variant="subtitle2" component="h4" color="text.secondary" sx={{ mb: 1 }}>
                {t(`part.${part}`)}
              </Typography>
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(92px, 1fr))', sm: 'repeat(auto-fill, minmax(104px, 1fr))' },
                }}
              >
                {(open(part) ? groups[part] : groups[part].slice(0, SLOTS_SHOWN)).map((slot) => {
                  const time = formatTime(slot.start, timezone, i18n.language);
                  return (
                    <li key={`${slot.start}-${slot.cutterId}`}>
                      <Button
                        fullWidth
                        variant="outlined"
                        disabled={busy}
                        onClick={() => onPick(slot.start, slot.cutterId)}
                        aria-label={t('pickTime', { time, day: formatDay(selected, i18n.language, true) })}
                      >
                        {time}
                      </Button>
                    </li>
                  );
                })}
              </Box>
              {groups[part].length > SLOTS_SHOWN && !open(part) ? (
                <Button
                  size="small"
                  sx={{ mt: 0.5 }}
                  onClick={() => setExpanded({ day: selected, parts: [...(expanded.day === selected ? expanded.parts : []), part] })}
                >
                  {t('showAllTimes', { count: groups[part].length, part: t(`part.${part}`).toLowerCase() })}
                </Button>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
      {data ? <WhyNotPicker storeId={storeId} timezone={timezone} serviceIds={serviceIds} cutterId={cutterId} day={selected} /> : null}
    </Box>
  );
}
