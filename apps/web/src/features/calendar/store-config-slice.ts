import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { type CalendarTimeScale, isTimeScale } from '@salon/shared';

/**
 * Spec section 3 "storeConfig" (persisted): the calendar's week start (0 = Sunday ... 6 = Saturday), last view,
 * and each person's time scale (issue 23: minutes per labelled row, keyed by the signed-in person's id).
 */
export interface StoreConfigState {
  weekStart: number;
  calendarView: 'day' | 'week';
  timeScaleByPerson?: Record<string, CalendarTimeScale>;
}

const initialState: StoreConfigState = { weekStart: 0, calendarView: 'day', timeScaleByPerson: {} };

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
    timeScaleChosen(state, action: PayloadAction<{ personId: string; scale: number }>) {
      if (!isTimeScale(action.payload.scale) || !action.payload.personId) return;
      state.timeScaleByPerson = { ...state.timeScaleByPerson, [action.payload.personId]: action.payload.scale };
    },
  },
});

export const { weekStartChosen, calendarViewChosen, timeScaleChosen } = storeConfigSlice.actions;
