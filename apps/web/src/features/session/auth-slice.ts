import { type PayloadAction, createAction, createSlice } from '@reduxjs/toolkit';
import type { AccessControls, OwnerMapping, Session, SessionUser } from '../../api/session-schema.ts';

/** Spec section 3 "Auth state". Only loggedIn and userInfo are persisted. */
export interface AuthState {
  loading: boolean;
  loggedIn: boolean;
  userInfo: SessionUser | null;
  accessRoles: AccessControls;
  isStoreOwner: boolean;
  ownerMappings: OwnerMapping[];
  errors: string | null;
}

export const initialAuthState: AuthState = {
  loading: false,
  loggedIn: false,
  userInfo: null,
  accessRoles: {},
  isStoreOwner: false,
  ownerMappings: [],
  errors: null,
};

/** The session ended (logout, 401, another tab): every slice drops what belongs to the person. */
export const sessionEnded = createAction('session/ended');

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginStarted(state) {
      state.loading = true;
      state.errors = null;
    },
    loginSucceeded(_state, action: PayloadAction<Session>) {
      const session = action.payload;
      return {
        loading: false,
        loggedIn: true,
        userInfo: session.user,
        accessRoles: session.accessControls,
        isStoreOwner: session.isStoreOwner,
        ownerMappings: session.ownerMappings,
        errors: null,
      };
    },
    loginFailed(_state, action: PayloadAction<string>) {
      return { ...initialAuthState, errors: action.payload };
    },
  },
  extraReducers: (builder) => {
    // Logout clears everything except errors (spec section 4).
    builder.addCase(sessionEnded, (state) => ({ ...initialAuthState, errors: state.errors }));
  },
});

export const { loginStarted, loginSucceeded, loginFailed } = authSlice.actions;
