import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { type BookNowData, EMPTY_BOOK_NOW, bookNowChanged } from '../customer/customer-slice.ts';

/** The booking screen's choices in the customer state (persisted: they survive sign-in and reloads). */
export function useBookNow(): [BookNowData, (change: Partial<BookNowData>) => void] {
  const dispatch = useAppDispatch();
  const data = useAppSelector((state) => state.customer.bookNow) ?? EMPTY_BOOK_NOW;
  // Merged in the store: two changes before the next render (a click right after another) both stay.
  const update = useCallback((change: Partial<BookNowData>) => dispatch(bookNowChanged(change)), [dispatch]);
  return [data, update];
}
