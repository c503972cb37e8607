import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CompanySettings } from "@freight/domain/company/company-settings";
import { seedCompanySettings } from "@/content/company";
import { websitePhoneFor, type PhoneBook } from "./website-phone";

export interface AppState {
  /** The lower-cased utm_source the visitor arrived with, or null for direct visits. */
  utmSource: string | null;
  /** Every utm_* parameter of the landing URL, kept for links and forms. */
  utmEntries: Record<string, string>;
  /** The company's phones as the server rendered the page with them (its settings, from the API). */
  phoneBook: PhoneBook;
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

/** The app slice a page starts with, showing the company's general phone until the tracking source is known. */
export function appStateForCompany(settings: Pick<CompanySettings, "phone" | "trackingPhones">): AppState {
  const phoneBook: PhoneBook = { general: settings.phone, bySource: settings.trackingPhones };
  return {
    utmSource: null,
    utmEntries: {},
    phoneBook,
    websitePhone: websitePhoneFor(null, phoneBook),
    isSignedIn: false,
    unreadMessages: null,
  };
}

export const appSlice = createSlice({
  name: "app",
  // The layout preloads the state from the company's settings (appStateForCompany); this is only a fallback.
  initialState: appStateForCompany(seedCompanySettings),
  reducers: {
    trackingReceived(
      state,
      action: PayloadAction<{ utmSource: string | null; utmEntries: Record<string, string> }>,
    ) {
      state.utmSource = action.payload.utmSource?.toLowerCase() ?? null;
      state.utmEntries = action.payload.utmEntries;
      state.websitePhone = websitePhoneFor(state.utmSource, state.phoneBook);
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
