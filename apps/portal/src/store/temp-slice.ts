import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { toTempList, type ServerTempItem, type TempListItem } from "@freight/domain/catalog/temp-list";

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
    /** The list is sorted by sortOrder on load, value copied from the name. */
    tempListLoaded(state, action: PayloadAction<readonly ServerTempItem[]>) {
      state.data = toTempList(action.payload);
      state.isLoading = false;
      state.isLoaded = true;
    },
    tempSelected(state, action: PayloadAction<number | null>) {
      state.selectedTempId = action.payload;
    },
    tempReset(state) {
      state.selectedTempId = null;
    },
  },
  selectors: {
    selectTempList: (state) => state.data,
    selectSelectedTempId: (state) => state.selectedTempId,
  },
});

export const { tempListLoaded, tempSelected, tempReset } = tempSlice.actions;
export const { selectTempList, selectSelectedTempId } = tempSlice.selectors;
