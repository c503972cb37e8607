import { combineReducers, configureStore, createAction, type Reducer, type UnknownAction } from "@reduxjs/toolkit";
import { appSlice } from "@/lib/app/app-slice";
import { mapSlice } from "@/features/map/map-slice";

const sliceReducer = combineReducers({
  [appSlice.reducerPath]: appSlice.reducer,
  [mapSlice.reducerPath]: mapSlice.reducer,
});

export type RootState = ReturnType<typeof sliceReducer>;
/** What a server-rendered page may hand over: any slices, each replacing the client's copy. */
export type PreloadedRootState = Partial<RootState>;

/** A server-rendered page can hand over its state, replacing the stored slices wholesale. */
const replaceState = createAction<PreloadedRootState>("store/replaceState");

const rootReducer: Reducer<RootState, UnknownAction, PreloadedRootState | undefined> = (state, action) => {
  if (replaceState.match(action)) return sliceReducer({ ...state, ...action.payload } as RootState, action);
  return sliceReducer(state, action);
};

/** One store per request on the server and one per browser tab; never a module-level store. */
export function makeStore(preloadedState?: PreloadedRootState) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
