import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dialog holding one form: the server's message above the fields, cancel and submit below (extra actions on
 * the left). It cannot be dismissed while the submit is under way.
 */
export function FormDialog({
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
  extraActions,
  wide = false,
  submitColor = 'primary',
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  extraActions?: ReactNode;
  /** A wider dialog (denomination counts). */
  wide?: boolean;
  submitColor?: 'primary' | 'error' | 'warning';
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={wide ? 'sm' : 'xs'}>
      {/* A flex column that may shrink, so a tall form scrolls inside the dialog and keeps its buttons in view. */}
      <form
        noValidate
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {children}
        </DialogContent>
        <DialogActions>
          {extraActions ? <Box sx={{ mr: 'auto' }}>{extraActions}</Box> : null}
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
