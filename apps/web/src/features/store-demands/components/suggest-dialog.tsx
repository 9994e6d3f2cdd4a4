import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { coverTotals, minutesToTime, type StoreDemandSuggestion } from '@salon/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/api-error.ts';
import { formatDay, isoToLocalTime } from '../../shifts/week.ts';
import { useAcceptSuggestionMutation, useSuggestShiftsMutation } from '../store-demands.api.ts';

/** "Suggest shifts": the proposal with cover before and after, every hour left short and why; accept all, some or none. */
export function SuggestDialog({
  demandId,
  timezone,
  onClose,
  onAccepted,
}: {
  demandId: string;
  timezone: string;
  onClose: () => void;
  onAccepted: (count: number) => void;
}) {
  const { t, i18n } = useTranslation('storeDemand');
  const titleId = useId();
  const [suggest, suggesting] = useSuggestShiftsMutation();
  const [accept, accepting] = useAcceptSuggestionMutation();
  const [result, setResult] = useState<StoreDemandSuggestion | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    suggest(demandId)
      .unwrap()
      .then((r) => {
        setResult(r);
        setChosen(new Set(r.shifts.map((_, i) => i)));
      })
      .catch((err) => setFailure(errorMessage(err)));
  }, [demandId, suggest]);

  const run = async (indices: number[]) => {
    if (!result || !indices.length) return;
    setFailure(null);
    try {
      const shifts = indices.map((i) => ({
        employeeId: result.shifts[i].employeeId,
        start: result.shifts[i].start,
        end: result.shifts[i].end,
      }));
      const created = await accept({ id: demandId, body: { shifts } }).unwrap();
      onAccepted(created.length);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const hours = (personCells: number) => personCells; // hour cells: one person-cell is one person-hour
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('suggestTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {suggesting.isLoading || (!result && !failure) ? <CircularProgress aria-label={t('suggestTitle')} /> : null}
        {result ? (
          <>
            <Typography>{t('suggestBefore', { under: hours(coverTotals(result.before).under) })}</Typography>
            <Typography>{t('suggestAfter', { under: hours(coverTotals(result.after).under) })}</Typography>
            {result.shifts.length ? (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {result.shifts.map((s, i) => (
                  <li key={`${s.employeeId}-${s.start}`}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={chosen.has(i)}
                          onChange={(e) => {
                            const next = new Set(chosen);
                            if (e.target.checked) next.add(i);
                            else next.delete(i);
                            setChosen(next);
                          }}
                        />
                      }
                      label={t('shiftItem', {
                        name: s.employeeName,
                        day: formatDay(s.date, i18n.language),
                        start: isoToLocalTime(timezone, s.start),
                        end: isoToLocalTime(timezone, s.end),
                      })}
                    />
                  </li>
                ))}
              </Box>
            ) : (
              <Alert severity="info">{t('suggestNone')}</Alert>
            )}
            {result.uncovered.length ? (
              <>
                <Typography variant="subtitle2" component="h3">
                  {t('uncoveredTitle')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 180, overflowY: 'auto' }} tabIndex={0}>
                  {result.uncovered.map((u) => (
                    <li key={`${u.skill}-${u.date}-${u.start}`}>
                      {t('uncoveredItem', {
                        skill: u.skill,
                        day: formatDay(u.date, i18n.language),
                        time: minutesToTime(u.start),
                        short: u.short,
                        reason: t(`reason.${u.reason}`),
                      })}
                    </li>
                  ))}
                </Box>
              </>
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="outlined"
          disabled={!result || !chosen.size || accepting.isLoading}
          onClick={() => void run([...chosen].sort((a, b) => a - b))}
        >
          {t('acceptSelected')}
        </Button>
        <Button
          variant="contained"
          disabled={!result?.shifts.length || accepting.isLoading}
          onClick={() => void run(result ? result.shifts.map((_, i) => i) : [])}
        >
          {t('acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
