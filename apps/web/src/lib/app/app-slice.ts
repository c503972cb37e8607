import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { websitePhoneFor } from "./website-phone";

interface AppState {
  /** The lower-cased utm_source the visitor arrived with, or null for direct visits. */
  utmSource: string | null;
  /** Every utm_* parameter of the landing URL, kept for links and forms. */
  utmEntries: Record<string, string>;
  /** The contact phone shown on the site, chosen by the utm source. */
  websitePhone: string;
  /**
   * Whether the visitor carries a session, learnt in the browser after the cached page arrived (GET /api/visitor);
   * false until then, so the prerendered header is the signed-out one.
   */
  isSignedIn: boolean;
  /** The signed-in visitor's unread messages (the header's badge); null when unknown. */
  unreadMessages: number | null;
}

const initialAppState: AppState = {
  utmSource: null,
  utmEntries: {},
  websitePhone: websitePhoneFor(null),
  isSignedIn: false,
  unreadMessages: null,
};

export const appSlice = createSlice({
  name: "app",
  initialState: initialAppState,
  reducers: {
    trackingReceived(
      state,
      action: PayloadAction<{ utmSource: string | null; utmEntries: Record<string, string> }>,
    ) {
      state.utmSource = action.payload.utmSource?.toLowerCase() ?? null;
      state.utmEntries = action.payload.utmEntries;
      state.websitePhone = websitePhoneFor(state.utmSource);
    },
    sessionChecked(state, action: PayloadAction<{ isSignedIn: boolean; unreadMessages: number | null }>) {
      state.isSignedIn = action.payload.isSignedIn;
      state.unreadMessages = action.payload.isSignedIn ? action.payload.unreadMessages : null;
    },
  },
  selectors: {
    selectUtmSource: (state) => state.utmSource,
    selectUtmEntries: (state) => state.utmEntries,
    selectWebsitePhone: (state) => state.websitePhone,
    selectIsSignedIn: (state) => state.isSignedIn,
    selectUnreadMessages: (state) => state.unreadMessages,
  },
});

export const { trackingReceived, sessionChecked } = appSlice.actions;
export const {
  selectUtmSource,
  selectUtmEntries,
  selectWebsitePhone,
  selectIsSignedIn,
  selectUnreadMessages,
} = appSlice.selectors;
