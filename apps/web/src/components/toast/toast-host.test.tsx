// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../testing/i18n.ts';
import { ToastHost, VISIBLE_TOASTS } from './toast-host.tsx';
import { toastShown, toastSlice } from './toast-slice.ts';

function setup() {
  const store = configureStore({ reducer: { toasts: toastSlice.reducer } });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n()}>
        <ToastHost />
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe('ToastHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a burst of toasts together, newest first, and each leaves on its own timer', () => {
    const store = setup();
    act(() => {
      store.dispatch(toastShown({ severity: 'success', message: 'Tips saved' }));
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      store.dispatch(toastShown({ severity: 'success', message: 'Invoice created' }));
    });
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Invoice created', 'Tips saved']);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Tips saved')).toBeNull();
    expect(screen.getByText('Invoice created')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(store.getState().toasts).toEqual([]);
  });

  it('gives auto-hide toasts 2 s, shows errors as alerts, and holds back more than the visible limit', () => {
    const store = setup();
    act(() => {
      store.dispatch(toastShown({ severity: 'error', message: 'Card declined' }));
      for (let i = 1; i <= VISIBLE_TOASTS; i += 1)
        store.dispatch(toastShown({ severity: 'success', message: `Saved ${i}`, autoHide: true }));
    });
    expect(screen.queryByText('Card declined')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(VISIBLE_TOASTS);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
  });

  it('closes a toast from its close button', () => {
    const store = setup();
    act(() => {
      store.dispatch(toastShown({ severity: 'success', message: 'Saved' }));
    });
    act(() => screen.getByRole('button').click());
    expect(store.getState().toasts).toEqual([]);
  });
});
