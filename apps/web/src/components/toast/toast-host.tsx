import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_HIDE_MS, TOAST_SHORT_AUTO_HIDE_MS } from '@salon/shared';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { toastClosed } from './toast-slice.ts';

/** Shows toasts one at a time: 6 s each (2 s when flagged auto-hide), closable (spec section 4). */
export function ToastHost() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.toasts[0]);
  if (!toast) return null;
  const close = () => dispatch(toastClosed(toast.id));
  return (
    <Snackbar
      key={toast.id}
      open
      autoHideDuration={toast.autoHide ? TOAST_SHORT_AUTO_HIDE_MS : TOAST_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': t('close') } }}
        sx={{ width: '100%' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
