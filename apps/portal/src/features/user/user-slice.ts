import { createSlice } from "@reduxjs/toolkit";

export interface UserState {
  /** Spec 4: false until the profile has loaded. */
  isAuth: boolean;
  allowPreorder: boolean;
  isLoaded: boolean;
}

const initialState: UserState = { isAuth: false, allowPreorder: false, isLoaded: false };

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    /** Spec 4: once the profile loads, the user is authenticated and may pre-order. */
    profileLoaded(state) {
      state.isAuth = true;
      state.allowPreorder = true;
      state.isLoaded = true;
    },
    signedOut(state) {
      state.isAuth = false;
      state.allowPreorder = false;
      state.isLoaded = true;
    },
  },
  selectors: {
    selectIsAuth: (state) => state.isAuth,
  },
});

export const { profileLoaded, signedOut } = userSlice.actions;
export const { selectIsAuth } = userSlice.selectors;
