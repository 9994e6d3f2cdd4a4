import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatStoreTime, timeToMinutes, wallClockToInstant } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhyNotAnswers } from '../../../components/why-not-answers.tsx';
import { useLazyBookingWhyNotQuery } from '../booking.api.ts';

const HH_MM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** "Why not this time?" under the slot picker: a time that is not listed, and the reasons a customer may read. */
export function WhyNotPicker({
  storeId,
  timezone,
  serviceIds,
  cutterId,
  day,
}: {
  storeId: string;
  timezone: string;
  serviceIds: string[];
  cutterId: string;
  day: string;
}) {
  const { t } = useTranslation('whyNot');
  const [time, setTime] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [ask, answer] = useLazyBookingWhyNotQuery();
  const submit = () => {
    const ok = HH_MM.test(time);
    setInvalid(!ok);
    if (!ok) return;
    const start = wallClockToInstant(timezone, day, timeToMinutes(time), 'compatible').toISOString();
    void ask({ storeId, serviceIds, ...(cutterId === 'any' ? {} : { cutterId }), start });
  };
  return (
    <Box component="section" aria-label={t('ask')} sx={{ display: 'grid', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="subtitle2" component="h4">
        {t('ask')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('customerHelp')}
      </Typography>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          size="small"
          type="time"
          label={t('time')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={invalid}
          slotProps={{ htmlInput: { step: 300 }, inputLabel: { shrink: true } }}
          sx={{ width: 156 }}
        />
        <Button type="submit" variant="outlined">
          {t('askShort')}
        </Button>
      </Box>
      {answer.isUninitialized ? null : (
        <WhyNotAnswers
          result={answer.data}
          loading={answer.isFetching}
          error={answer.error}
          timeLabel={answer.originalArgs ? formatStoreTime(timezone, answer.originalArgs.start) : ''}
        />
      )}
    </Box>
  );
}
