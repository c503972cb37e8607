import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { ReferralEntry } from "@freight/domain/referrals/referral-entry";
import type { ReferralLevel } from "@freight/domain/referrals/referral-level";

export interface ReferralsState {
  levels: ReferralLevel[];
  entries: ReferralEntry[];
  isLoaded: boolean;
}

export const initialReferralsState: ReferralsState = { levels: [], entries: [], isLoaded: false };

export const referralsSlice = createSlice({
  name: "referrals",
  initialState: initialReferralsState,
  reducers: {
    referralsLoaded(state, action: PayloadAction<{ levels: ReferralLevel[]; entries: ReferralEntry[] }>) {
      state.levels = action.payload.levels;
      state.entries = action.payload.entries;
      state.isLoaded = true;
    },
  },
  selectors: {
    selectReferralLevels: (state) => state.levels,
    selectReferralEntries: (state) => state.entries,
  },
});

export const { referralsLoaded } = referralsSlice.actions;
export const { selectReferralLevels, selectReferralEntries } = referralsSlice.selectors;
