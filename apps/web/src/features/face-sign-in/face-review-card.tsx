import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FaceReviewItem, formatStoreDateTime } from '@salon/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-error.ts';
import { useReviewFaceMutation } from './face.api.ts';

const percent = (permille: number | null) => (permille === null ? '–' : `${(permille / 10).toFixed(1)}%`);

/** One attempt: when (store clock), what the tablet was asked, the score against the threshold, who, what became of it. */
export function FaceReviewCard({ item, timezone }: { item: FaceReviewItem; timezone: string }) {
  const { t } = useTranslation('faceSignIn');
  const [review, state] = useReviewFaceMutation();
  const [flagging, setFlagging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const when = formatStoreDateTime(timezone, item.createdAt);
  const who = item.employeeName ?? t('nobodyMatched');

  const send = async (body: { verdict: 'confirmed' | 'suspicious'; requireReenrolment?: boolean; note?: string }) => {
    setError(null);
    try {
      await review({ attemptId: item.id, ...body }).unwrap();
      setFlagging(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Paper variant="outlined" component="article" aria-label={`${who}, ${when}`} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2">
          {who}
        </Typography>
        <Typography color="text.secondary">{when}</Typography>
      </Box>
      <Typography>
        {t(`mode_${item.mode}`)} · {t(`outcome_${item.outcome}`)} ·{' '}
        {t('scoreOf', { score: percent(item.score), threshold: percent(item.threshold) })}
      </Typography>
      <Typography>
        {t(`resolution_${item.resolution}`, { name: item.finishedByName ?? t('nobodyMatched') })}
        {item.pinFailures ? ` · ${t('wrongPins', { count: item.pinFailures })}` : ''}
      </Typography>
      {item.verdict ? (
        <Typography color={item.verdict === 'suspicious' ? 'error' : 'success.main'}>
          {t(`verdict_${item.verdict}`, {
            name: item.reviewedByName ?? '',
            when: formatStoreDateTime(timezone, item.reviewedAt ?? item.createdAt),
          })}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={state.isLoading} onClick={() => void send({ verdict: 'confirmed' })}>
            {t('confirm')}
          </Button>
          <Button color="error" variant="outlined" disabled={state.isLoading} onClick={() => setFlagging(true)}>
            {t('flag')}
          </Button>
        </Box>
      )}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {flagging ? (
        <FlagDialog
          who={who}
          canReenrol={item.employeeId !== null}
          busy={state.isLoading}
          onClose={() => setFlagging(false)}
          onFlag={send}
        />
      ) : null}
    </Paper>
  );
}

function FlagDialog(props: {
  who: string;
  canReenrol: boolean;
  busy: boolean;
  onClose: () => void;
  onFlag: (body: { verdict: 'suspicious'; requireReenrolment: boolean; note?: string }) => void;
}) {
  const { t } = useTranslation('faceSignIn');
  const [reenrol, setReenrol] = useState(props.canReenrol);
  const [note, setNote] = useState('');
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="face-flag-title" fullWidth maxWidth="xs">
      <DialogTitle id="face-flag-title">{t('flagTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('flagHelp')}</Typography>
        {props.canReenrol ? (
          <FormControlLabel
            control={<Checkbox checked={reenrol} onChange={(e) => setReenrol(e.target.checked)} />}
            label={t('requireReenrolment', { name: props.who })}
          />
        ) : null}
        <TextField
          label={t('note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy}
          onClick={() =>
            props.onFlag({ verdict: 'suspicious', requireReenrolment: reenrol, ...(note.trim() ? { note: note.trim() } : {}) })
          }
        >
          {t('flagAndNotify')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
