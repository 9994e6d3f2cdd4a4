import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { type BookNowData, bookNowSaved } from '../customer/customer-slice.ts';

export const EMPTY_BOOK_NOW: BookNowData = { storeId: null, serviceIds: [], cutterId: 'any', day: null, customerId: null };

/** The booking screen's choices in the customer state (persisted: they survive sign-in and reloads). */
export function useBookNow(): [BookNowData, (change: Partial<BookNowData>) => void] {
  const dispatch = useAppDispatch();
  const data = useAppSelector((state) => state.customer.bookNow) ?? EMPTY_BOOK_NOW;
  const update = useCallback((change: Partial<BookNowData>) => dispatch(bookNowSaved({ ...data, ...change })), [dispatch, data]);
  return [data, update];
}
