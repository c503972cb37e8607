import {
  combineReducers,
  configureStore,
  createAction,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import { servicesSlice } from "@/features/booking/services-slice";
import { ordersSlice } from "@/features/orders/orders-slice";
import { paymentSlice } from "@/features/payments/payment-slice";
import { tempSlice } from "@/store/temp-slice";
import { userSlice } from "@/store/user-slice";

/** The state the portal's client components share: the signed-in user, the order table, the booking form, payment. */
const sliceReducer = combineReducers({
  [userSlice.reducerPath]: userSlice.reducer,
  [ordersSlice.reducerPath]: ordersSlice.reducer,
  [servicesSlice.reducerPath]: servicesSlice.reducer,
  [paymentSlice.reducerPath]: paymentSlice.reducer,
  [tempSlice.reducerPath]: tempSlice.reducer,
});

export type RootState = ReturnType<typeof sliceReducer>;
/** What a server-rendered page may hand over: any slices, each replacing the client's copy. */
export type PreloadedRootState = Partial<RootState>;

/** A server-rendered page can hand over its state, replacing the stored slices wholesale. */
export const replaceState = createAction<PreloadedRootState>("store/replaceState");

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
