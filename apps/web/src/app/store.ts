import { type Reducer, combineReducers, configureStore } from '@reduxjs/toolkit';
import { PERSIST_TIMEOUT_MS, PERSISTED_SLICES } from '@salon/shared';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, createTransform, persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../api/api-slice.ts';
import { toastSlice } from '../components/toast/toast-slice.ts';
import { brandWizard } from '../features/brands/brand-wizard-slice.ts';
import { commonDataSlice } from '../features/common/common-data-slice.ts';
import { storeWizard } from '../features/stores/store-wizard-slice.ts';
import { SALON_DRAFT_DEFAULTS, salonWizard } from '../features/salon-setup/salon-wizard-slice.ts';
import { storeDemandWizard } from '../features/store-demands/store-demand-draft-slice.ts';
import { customerSlice } from '../features/customer/customer-slice.ts';
import { employeeWizard } from '../features/employees/employee-wizard-slice.ts';
import { packageWizard } from '../features/packages/package-wizard-slice.ts';
import { productOverrideDraft } from '../features/product-overrides/product-override-slice.ts';
import { productWizard } from '../features/products/product-wizard-slice.ts';
import { serviceWizard } from '../features/services/service-wizard-slice.ts';
import { addPromoCode } from '../features/promo-codes/promo-code-draft-slice.ts';
import { storeConfigSlice } from '../features/calendar/store-config-slice.ts';
import { type AuthState, authSlice, initialAuthState } from '../features/session/auth-slice.ts';

const slices = {
  [authSlice.name]: authSlice.reducer,
  [commonDataSlice.name]: commonDataSlice.reducer,
  [customerSlice.name]: customerSlice.reducer,
  [toastSlice.name]: toastSlice.reducer,
  brandWizard: brandWizard.reducer,
  storeWizard: storeWizard.reducer,
  employeeWizard: employeeWizard.reducer,
  serviceWizard: serviceWizard.reducer,
  packageWizard: packageWizard.reducer,
  productWizard: productWizard.reducer,
  productOverride: productOverrideDraft.reducer,
  addPromoCode: addPromoCode.reducer,
  salonWizard: salonWizard.reducer,
  storeDemand: storeDemandWizard.reducer,
  [storeConfigSlice.name]: storeConfigSlice.reducer,
  [api.reducerPath]: api.reducer,
};

const combined = combineReducers(slices);
export type RootState = ReturnType<typeof combined>;
// redux-persist's types predate Redux 5's preloaded-state parameter.
const rootReducer: Reducer<RootState> = combined;

/** The spec's persisted slices that exist in this release (later issues add the others). */
export const persistedSliceNames: string[] = PERSISTED_SLICES.filter((name: string) => name in slices);

/** Persisted auth holds loggedIn and userInfo only (spec section 3). */
const authTransform = createTransform<AuthState, Pick<AuthState, 'loggedIn' | 'userInfo'>>(
  (state) => ({ loggedIn: state.loggedIn, userInfo: state.userInfo }),
  (stored) => ({ ...initialAuthState, loggedIn: stored.loggedIn, userInfo: stored.userInfo }),
  { whitelist: ['auth'] },
);

type CustomerState = ReturnType<typeof customerSlice.reducer>;
/**
 * An open dialog is not kept across page loads: a customer who left for a sign-in provider with the sign-in dialog
 * open comes back signed in, not to the dialog again (the page itself opens it when the provider's answer asks).
 */
const customerTransform = createTransform<CustomerState, CustomerState>(
  (state) => ({ ...state, modal: null }),
  (stored) => ({ ...stored, modal: null }),
  { whitelist: [customerSlice.name] },
);

type SalonWizardState = ReturnType<typeof salonWizard.reducer>;
/** The salon setup draft survives a reload without the owner's password (never written to storage). */
const salonWizardTransform = createTransform<SalonWizardState, SalonWizardState>(
  (state) => ({ ...state, steps: { ...state.steps, basicDetails: { ...state.steps.basicDetails, password: '' } } }),
  // A draft stored before a step was added gets that step's defaults.
  (stored) => ({ ...stored, steps: { ...SALON_DRAFT_DEFAULTS, ...stored.steps } }),
  { whitelist: ['salonWizard'] },
);

const persistedReducer = persistReducer(
  {
    key: 'root',
    storage,
    whitelist: persistedSliceNames,
    transforms: [authTransform, customerTransform, salonWizardTransform],
    timeout: PERSIST_TIMEOUT_MS,
  },
  rootReducer,
);

export function createAppStore() {
  const store = configureStore({
    reducer: persistedReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware),
  });
  const persistor = persistStore(store);
  // redux-persist writes on a timer after each change; a reload or a closed tab right after typing would lose the
  // last keystrokes of a draft, so what is pending is written as the page goes.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void persistor.flush());
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
