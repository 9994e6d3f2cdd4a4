import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import type { Cart } from '@salon/shared';
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

/** The booking screen's choices (spec "book-now data"), kept across sign-in and reloads. */
export interface BookNowData {
  storeId: string | null;
  serviceIds: string[];
  /** A cutter's id or "any". */
  cutterId: string;
  /** The day shown, YYYY-MM-DD in the store's timezone. */
  day: string | null;
  /** Who the booking is for (a linked profile); the signed-in customer when null. */
  customerId: string | null;
}

export const EMPTY_BOOK_NOW: BookNowData = { storeId: null, serviceIds: [], cutterId: 'any', day: null, customerId: null };

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
  bookNow: BookNowData | null;
  /** The held slot (Cart/Hold's answer) and its timer. */
  cart: Cart | null;
  timerStart: string | null;
  timerEnd: string | null;
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
  bookNow: null,
  cart: null,
  timerStart: null,
  timerEnd: null,
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
    /** One or more choices changed, merged into what the store holds now (never into a screen's older copy of it). */
    bookNowChanged(state, action: PayloadAction<Partial<BookNowData>>) {
      state.bookNow = { ...(state.bookNow ?? EMPTY_BOOK_NOW), ...action.payload };
    },
    cartHeld(state, action: PayloadAction<Cart>) {
      state.cart = action.payload;
      state.cartUniqId = action.payload.cartUniqId;
      state.cartCreatedAt = action.payload.timerStart;
      state.timerStart = action.payload.timerStart;
      state.timerEnd = action.payload.timerEnd;
    },
    cartCleared(state) {
      state.cart = null;
      state.cartUniqId = null;
      state.cartCreatedAt = null;
      state.timerStart = null;
      state.timerEnd = null;
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
  bookNowChanged,
  cartHeld,
  cartCleared,
} = customerSlice.actions;
