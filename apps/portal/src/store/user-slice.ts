import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CustomerProfile } from "@freight/domain/profile/customer-profile";
import { countUnreadMessages, markMessageRead, type Message } from "@freight/domain/profile/message";
import { SettingsTab } from "@freight/domain/profile/settings-tab";

export interface UserState {
  /** False until the profile has loaded. */
  isAuth: boolean;
  allowPreorder: boolean;
  canSignUp: boolean;
  twoStepAuth: boolean;
  isLoaded: boolean;
  settingsTab: SettingsTab;
  isEmailConfirmPopupShown: boolean;
  isPhoneConfirmPopupShown: boolean;
  profile: CustomerProfile | null;
  messages: Message[];
}

export const initialUserState: UserState = {
  isAuth: false,
  allowPreorder: false,
  canSignUp: true,
  twoStepAuth: false,
  isLoaded: false,
  settingsTab: SettingsTab.Info,
  isEmailConfirmPopupShown: false,
  isPhoneConfirmPopupShown: false,
  profile: null,
  messages: [],
};

export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    /** Once the profile loads, the user is authenticated and may pre-order. */
    profileLoaded(state, action: PayloadAction<CustomerProfile>) {
      state.isAuth = true;
      state.allowPreorder = true;
      state.isLoaded = true;
      state.profile = action.payload;
      state.twoStepAuth = action.payload.twoStepAuth;
      state.messages = action.payload.messages;
    },
    signedOut(state) {
      state.isAuth = false;
      state.allowPreorder = false;
      state.isLoaded = true;
      state.profile = null;
      state.messages = [];
    },
    settingsTabChanged(state, action: PayloadAction<SettingsTab>) {
      state.settingsTab = action.payload;
    },
    /** A successful read call marks the message read. */
    messageRead(state, action: PayloadAction<number>) {
      state.messages = markMessageRead(state.messages, action.payload);
    },
    /** A message-list refetch replaces the messages. */
    messagesReplaced(state, action: PayloadAction<Message[]>) {
      state.messages = action.payload;
    },
    confirmPopupShown(state, action: PayloadAction<"email" | "phone">) {
      if (action.payload === "email") state.isEmailConfirmPopupShown = true;
      else state.isPhoneConfirmPopupShown = true;
    },
  },
  selectors: {
    selectIsAuth: (state) => state.isAuth,
    selectProfile: (state) => state.profile,
    selectMessages: (state) => state.messages,
    selectUnreadCount: (state) => countUnreadMessages(state.messages),
    selectSettingsTab: (state) => state.settingsTab,
  },
});

export const {
  profileLoaded,
  signedOut,
  settingsTabChanged,
  messageRead,
  messagesReplaced,
  confirmPopupShown,
} = userSlice.actions;
export const { selectIsAuth, selectProfile, selectMessages, selectUnreadCount, selectSettingsTab } =
  userSlice.selectors;
