// @vitest-environment happy-dom
import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { customerSlice } from '../customer/customer-slice.ts';
import { useBookNow } from './use-book-now.ts';

describe('useBookNow', () => {
  it('keeps two changes made before the next render (a service ticked, then a cutter picked at once)', () => {
    const store = configureStore({ reducer: { customer: customerSlice.reducer } });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useBookNow(), { wrapper });
    // Both calls use the update of one render, as two quick clicks in one frame do.
    const [, update] = result.current;
    act(() => {
      update({ storeId: 'store-1', serviceIds: ['cut'] });
      update({ cutterId: 'wynn' });
    });
    expect(store.getState().customer.bookNow).toEqual({
      storeId: 'store-1',
      serviceIds: ['cut'],
      cutterId: 'wynn',
      day: null,
      customerId: null,
    });
    expect(result.current[0].cutterId).toBe('wynn');
  });
});
