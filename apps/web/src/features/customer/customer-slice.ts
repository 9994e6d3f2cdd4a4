import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { ThemeName } from '../../app/theme/themes.ts';
import { sessionEnded } from '../session/auth-slice.ts';

/** Spec section 3 "Customer state", the parts that exist in this release. */
export interface CustomerLocation {
  city: string;
  state: string;
  country: string;
  address: string;
  currentLat: number | null;
  currentLong: number | null;
}

export type CustomerModal = 'login' | 'registration' | null;

export interface CustomerState {
  location: CustomerLocation;
  locationAdded: boolean;
  locationDrawer: boolean;
  modal: CustomerModal;
  tenantId: string | null;
  /** The customer area's theme: the brand's (default) or one the customer picked. */
  theme: ThemeName;
  busy: boolean;
  cartUniqId: string | null;
  cartCreatedAt: string | null;
  registrationSuccessModal: { isOpen: boolean; isRegistration: boolean; status: 'success' | 'failed' | null };
}

export const emptyLocation: CustomerLocation = {
  city: '',
  state: '',
  country: '',
  address: '',
  currentLat: null,
  currentLong: null,
};

const initialState: CustomerState = {
  location: emptyLocation,
  locationAdded: false,
  locationDrawer: false,
  modal: null,
  tenantId: null,
  theme: 'brand',
  busy: false,
  cartUniqId: null,
  cartCreatedAt: null,
  registrationSuccessModal: { isOpen: false, isRegistration: false, status: null },
};

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    locationSet(state, action: PayloadAction<Partial<CustomerLocation>>) {
      state.location = { ...emptyLocation, ...action.payload };
      state.locationAdded = true;
    },
    locationCleared(state) {
      state.location = emptyLocation;
      state.locationAdded = false;
    },
    locationDrawerToggled(state, action: PayloadAction<boolean>) {
      state.locationDrawer = action.payload;
    },
    modalOpened(state, action: PayloadAction<CustomerModal>) {
      state.modal = action.payload;
    },
    customerThemeChosen(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
    tenantIdSet(state, action: PayloadAction<string | null>) {
      state.tenantId = action.payload;
    },
    registrationSucceeded(state) {
      state.registrationSuccessModal = { isOpen: true, isRegistration: true, status: 'success' };
    },
    registrationSuccessClosed(state) {
      state.registrationSuccessModal = initialState.registrationSuccessModal;
    },
  },
  extraReducers: (builder) => {
    // Customer reset keeps location, config and theme (spec section 4).
    builder.addCase(sessionEnded, (state) => ({
      ...initialState,
      location: state.location,
      locationAdded: state.locationAdded,
      theme: state.theme,
      tenantId: state.tenantId,
    }));
  },
});

export const {
  locationSet,
  locationCleared,
  locationDrawerToggled,
  modalOpened,
  customerThemeChosen,
  tenantIdSet,
  registrationSucceeded,
  registrationSuccessClosed,
} = customerSlice.actions;
