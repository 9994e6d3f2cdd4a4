import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A refused change (409): the server's sentence naming the conflict; the calendar is left as it was. */
export function ConflictDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={messageId} role="alertdialog">
      <DialogTitle id={titleId}>{t('conflictTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>
          {message} {t('conflictMessage')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
