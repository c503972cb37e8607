import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { CustomerProfile } from "@freight/domain/profile/customer-profile";
import { countUnreadMessages, markMessageRead, type Message } from "@freight/domain/profile/message";

/** The signed-in customer as the header and the message centre show them (null when signed out). */
export interface UserState {
  profile: CustomerProfile | null;
  messages: Message[];
}

export const initialUserState: UserState = { profile: null, messages: [] };

export const userSlice = createSlice({
  name: "user",
  initialState: initialUserState,
  reducers: {
    /** A successful read call marks the message read. */
    messageRead(state, action: PayloadAction<number>) {
      state.messages = markMessageRead(state.messages, action.payload);
    },
    /** A message-list refetch replaces the messages. */
    messagesReplaced(state, action: PayloadAction<Message[]>) {
      state.messages = action.payload;
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectMessages: (state) => state.messages,
    selectUnreadCount: (state) => countUnreadMessages(state.messages),
  },
});

export const { messageRead, messagesReplaced } = userSlice.actions;
export const { selectProfile, selectMessages, selectUnreadCount } = userSlice.selectors;
