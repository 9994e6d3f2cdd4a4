import { type PayloadAction, createSlice, nanoid } from '@reduxjs/toolkit';
import type { ERROR_NOTIFICATION, SUCCESS_NOTIFICATION } from '@salon/shared';

/** Spec section 8: the two toast severities (their values are MUI Alert severities). */
export type ToastSeverity = typeof SUCCESS_NOTIFICATION | typeof ERROR_NOTIFICATION;

export interface Toast {
  id: string;
  severity: ToastSeverity;
  message: string;
  /** Auto-hide toasts go after 2 s instead of 6 s. */
  autoHide: boolean;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id' | 'autoHide'> & { autoHide?: boolean }) {
        return { payload: { id: nanoid(), autoHide: false, ...toast } };
      },
    },
    toastClosed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastClosed } = toastSlice.actions;
