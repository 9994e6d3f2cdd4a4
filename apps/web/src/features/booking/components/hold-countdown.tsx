import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownAnnouncement, formatCountdown } from '../booking-format.ts';

/**
 * The hold's visible countdown (mm:ss to timerEnd). The number itself is not a live region; a polite
 * live region speaks only on whole minutes and once in the last 30 seconds. Calls onExpired once at zero.
 */
export function HoldCountdown({ timerStart, timerEnd, onExpired }: { timerStart: string; timerEnd: string; onExpired: () => void }) {
  const { t } = useTranslation('booking');
  const labelId = useId();
  const end = Date.parse(timerEnd);
  const span = Math.max(1, end - Date.parse(timerStart));
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const left = end - now;

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      onExpired();
    }
  }, [left, onExpired]);

  const announcement = countdownAnnouncement(left);
  const spoken =
    announcement === null ? '' : 'lastSeconds' in announcement ? t('lastSeconds') : t('minutesLeft', { count: announcement.minutes });
  const urgent = left <= 60_000;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <TimerOutlined color={urgent ? 'error' : 'primary'} aria-hidden />
        <Typography id={labelId} sx={{ flex: 1 }}>
          {t('heldFor')}
        </Typography>
        <Typography
          component="span"
          aria-labelledby={labelId}
          data-testid="hold-countdown"
          sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: urgent ? 'error.main' : 'text.primary' }}
        >
          <time dateTime={`PT${Math.max(0, Math.ceil(left / 1000))}S`}>{formatCountdown(left)}</time>
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, (left / span) * 100))}
        color={urgent ? 'error' : 'primary'}
        aria-label={t('timeLeftBar')}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
