import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/** Spec section 3 "storeConfig" (persisted): the calendar's week start (0 = Sunday ... 6 = Saturday) and last view. */
export interface StoreConfigState {
  weekStart: number;
  calendarView: 'day' | 'week';
}

const initialState: StoreConfigState = { weekStart: 0, calendarView: 'day' };

export const storeConfigSlice = createSlice({
  name: 'storeConfig',
  initialState,
  reducers: {
    weekStartChosen(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload) && action.payload >= 0 && action.payload <= 6) state.weekStart = action.payload;
    },
    calendarViewChosen(state, action: PayloadAction<'day' | 'week'>) {
      state.calendarView = action.payload;
    },
  },
});

export const { weekStartChosen, calendarViewChosen } = storeConfigSlice.actions;
