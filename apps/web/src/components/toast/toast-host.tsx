import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { TOAST_AUTO_HIDE_MS, TOAST_SHORT_AUTO_HIDE_MS } from '@salon/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { type Toast, toastClosed } from './toast-slice.ts';

/** At most this many toasts show at once; older ones wait their turn. */
export const VISIBLE_TOASTS = 3;

/**
 * Toasts stacked at the top, newest first, each closable and gone after 6 s (2 s when flagged auto-hide),
 * spec section 4. Each has its own timer, so a burst of messages never leaves an old one on screen.
 */
export function ToastHost() {
  const toasts = useAppSelector((state) => state.toasts);
  if (toasts.length === 0) return null;
  const visible = toasts.slice(-VISIBLE_TOASTS).reverse();
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 24 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: { xs: 'calc(100% - 16px)', sm: 'auto' },
        minWidth: { sm: 344 },
        maxWidth: { sm: 600 },
        zIndex: (theme) => theme.zIndex.snackbar,
        // A printed page (a report, a day sheet) carries no passing messages.
        displayPrint: 'none',
      }}
    >
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastClosed(toast.id)), toast.autoHide ? TOAST_SHORT_AUTO_HIDE_MS : TOAST_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.autoHide]);
  return (
    <Alert
      role={toast.severity === 'error' ? 'alert' : 'status'}
      severity={toast.severity}
      variant="filled"
      onClose={() => dispatch(toastClosed(toast.id))}
      slotProps={{ closeButton: { 'aria-label': t('close') } }}
      sx={{ width: '100%', boxShadow: 6 }}
    >
      {toast.message}
    </Alert>
  );
}
