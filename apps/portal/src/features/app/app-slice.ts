import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  extractUtmEntries,
  normalizeUtmSource,
  type QueryParams,
} from "@freight/domain/marketing/utm-source";

export interface AppState {
  /** The lower-cased utm_source the visitor came with. */
  utmSource: string;
  utmEntries: Record<string, string>;
  /** Progress of the running upload or download, 0–100. */
  progress: number;
  /** Id of the element the page should scroll to, if any. */
  scrollTarget: string | null;
}

export const initialAppState: AppState = { utmSource: "", utmEntries: {}, progress: 0, scrollTarget: null };

export const appSlice = createSlice({
  name: "app",
  initialState: initialAppState,
  reducers: {
    trackingParamsRead(state, action: PayloadAction<QueryParams>) {
      const entries = extractUtmEntries(action.payload);
      if (Object.keys(entries).length === 0) return;
      state.utmEntries = entries;
      state.utmSource = normalizeUtmSource(action.payload.utm_source);
    },
    progressChanged(state, action: PayloadAction<number>) {
      state.progress = Math.max(0, Math.min(100, Math.round(action.payload)));
    },
    scrollTargetSet(state, action: PayloadAction<string | null>) {
      state.scrollTarget = action.payload;
    },
  },
  selectors: {
    selectProgress: (state) => state.progress,
  },
});

export const { trackingParamsRead, progressChanged, scrollTargetSet } = appSlice.actions;
export const { selectProgress } = appSlice.selectors;
