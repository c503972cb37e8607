import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { TempListItem } from "@freight/domain/catalog/temp-list";

export interface TempState {
  data: TempListItem[];
  isLoading: boolean;
  /** The chosen temperature control id, or null for none (set or reset to empty). */
  selectedTempId: number | null;
  isLoaded: boolean;
}

export const initialTempState: TempState = {
  data: [],
  isLoading: false,
  selectedTempId: null,
  isLoaded: false,
};

export const tempSlice = createSlice({
  name: "temp",
  initialState: initialTempState,
  reducers: {
    tempSelected(state, action: PayloadAction<number | null>) {
      state.selectedTempId = action.payload;
    },
  },
  selectors: {
    selectTempList: (state) => state.data,
    selectSelectedTempId: (state) => state.selectedTempId,
  },
});

export const { tempSelected } = tempSlice.actions;
export const { selectTempList, selectSelectedTempId } = tempSlice.selectors;
