import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { WhyNotResult } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.ts';

/** "Why not this time?": each cutter's answer for one start, in plain words, as the server gives them. */
export function WhyNotAnswers({
  result,
  loading,
  error,
  timeLabel,
}: {
  result: WhyNotResult | undefined;
  loading: boolean;
  error: unknown;
  timeLabel: string;
}) {
  const { t } = useTranslation('whyNot');
  if (loading)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{t('heading', { time: timeLabel })}</Typography>
      </Box>
    );
  if (error) return <Alert severity="error">{errorMessage(error) || t('failed')}</Alert>;
  if (!result) return null;
  if (!result.answers.length)
    return (
      <Alert severity="info" role="status">
        {t('nobody')}
      </Alert>
    );
  return (
    <Box role="status">
      <Box component="section" aria-label={t('answersFor', { time: timeLabel })}>
        <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
          {t('heading', { time: timeLabel })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {result.answers.map((a) => (
            <Box component="li" key={a.cutterId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Chip size="small" color={a.bookable ? 'success' : 'default'} label={a.bookable ? t('canTake') : t('cannot')} />
              <Typography variant="body2">{a.message}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
