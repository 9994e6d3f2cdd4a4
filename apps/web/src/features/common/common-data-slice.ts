import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { ThemeName } from '../../app/theme/themes.ts';

export type Language = 'en' | 'es';

/** Spec section 3 "Common data": the client-side part (fetched lists live in RTK Query). */
export interface CommonDataState {
  preferenceDrawer: boolean;
  theme: ThemeName;
  language: Language;
  searchKeys: Record<string, string>;
  selectedStoreId: string | null;
}

const initialState: CommonDataState = {
  preferenceDrawer: false,
  theme: 'dark',
  language: 'en',
  searchKeys: {},
  selectedStoreId: null,
};

export const commonDataSlice = createSlice({
  name: 'commonData',
  initialState,
  reducers: {
    preferenceDrawerToggled(state, action: PayloadAction<boolean>) {
      state.preferenceDrawer = action.payload;
    },
    themeChosen(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    searchKeySet(state, action: PayloadAction<{ page: string; value: string }>) {
      state.searchKeys[action.payload.page] = action.payload.value;
    },
    storeSelected(state, action: PayloadAction<string | null>) {
      state.selectedStoreId = action.payload;
    },
  },
});

export const { preferenceDrawerToggled, themeChosen, languageChosen, searchKeySet, storeSelected } = commonDataSlice.actions;
