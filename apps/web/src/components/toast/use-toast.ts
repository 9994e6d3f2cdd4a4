import { ERROR_NOTIFICATION, SUCCESS_NOTIFICATION } from '@salon/shared';
import { useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks.ts';
import { toastShown } from './toast-slice.ts';

export interface ToastApi {
  success: (message: string, options?: { autoHide?: boolean }) => void;
  error: (message: string, options?: { autoHide?: boolean }) => void;
}

export function useToast(): ToastApi {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (message, options) => dispatch(toastShown({ severity: SUCCESS_NOTIFICATION, message, ...options })),
      error: (message, options) => dispatch(toastShown({ severity: ERROR_NOTIFICATION, message, ...options })),
    }),
    [dispatch],
  );
}
