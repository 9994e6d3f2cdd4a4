import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CodeRequest } from '@salon/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.ts';

/** A code request's answer and when it arrived (the wait counts from then). */
export type CodeRequestAnswer = CodeRequest & { at: number };

/** Whole seconds left before another code may be asked for (never negative). */
export function secondsLeft(answer: CodeRequestAnswer, now: number): number {
  return Math.max(0, Math.ceil(answer.nextCodeInSeconds - (now - answer.at) / 1000));
}

/**
 * What the server said about the code: on its way, or (inside the resend limit) that none was sent; then
 * "You can ask for a new code in 42 s" with the Send a new code button disabled until then.
 */
export function CodeRequestNotice({
  identifier,
  answer,
  onResend,
  labels = 'customerLogin',
}: {
  identifier: string;
  answer: CodeRequestAnswer;
  onResend: () => Promise<void>;
  /** The label page holding codeSentTo, codeNotSent, nextCodeIn and sendNewCode: the customer's or the staff sign-in. */
  labels?: 'customerLogin' | 'login';
}) {
  const { t } = useTranslation(labels);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const left = secondsLeft(answer, now);
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  const resend = async () => {
    setSending(true);
    setError(null);
    try {
      await onResend();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
      setNow(Date.now());
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Typography color="text.secondary" role="status">
        {answer.sent ? t('codeSentTo', { identifier }) : t('codeNotSent')}
        {left > 0 ? ` ${t('nextCodeIn', { seconds: left })}` : ''}
      </Typography>
      <Box>
        <Button size="small" onClick={resend} disabled={left > 0 || sending}>
          {t('sendNewCode')}
        </Button>
      </Box>
    </Box>
  );
}
