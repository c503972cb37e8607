import { toTempList } from "@freight/domain/catalog/temp-list";
import { todayIn } from "@freight/domain/time/time-slots";
import { loadHubsAndServices } from "@/lib/api/load-catalog";
import { mapReferralLevels } from "@freight/domain/referrals/referral-level";
import { loadOrder } from "@/lib/orders/load-order";
import { loadProfile } from "@/lib/session/load-profile";
import { initialTempState, type TempState } from "@/store/temp-slice";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { applyBookingChoice, type BookingChoice } from "./booking-choice";
import { orderToBookingDraft, type DraftMode } from "./booking-draft";
import {
  bookingListsLoaded,
  bookingRestored,
  initialServicesState,
  servicePreselected,
  servicesSlice,
  type ServicesState,
} from "./services-slice";

export interface BookingPageState {
  services: ServicesState;
  temp: TempState;
  /** The number of the order being changed (edit mode). */
  editNumber: string | null;
  /** The order being repeated or duplicated, named in a banner above the form. */
  copyOf: { mode: "repeat" | "duplicate"; number: string } | null;
  /** Whether the browser may restore its pre-order or preselected service (not when an order fills the form). */
  restoresFromStorage: boolean;
}

/**
 * Everything the booking form starts from, computed on the server with the same reducers the browser runs: the
 * customer's hubs and services, extras, temperature controls, commodities and trailer types, and an order to edit,
 * repeat or duplicate (one that is not the customer's is the page's 404).
 */
export async function loadBookingPage(
  source: { mode: DraftMode; orderId: number } | null,
  choice: BookingChoice | null = null,
): Promise<BookingPageState> {
  const api = await getServerApi();
  const [{ hubs, services }, extras, temps, commodities, trailerTypes, profile, levels] = await Promise.all([
    loadHubsAndServices(),
    readForPage("GET /extra-services", api.GET("/extra-services")),
    readForPage("GET /temperaturecontrols", api.GET("/temperaturecontrols")),
    readForPage("GET /commodities", api.GET("/commodities")),
    readForPage("GET /trailertypes", api.GET("/trailertypes")),
    loadProfile(),
    readForPage("GET /referral-levels", api.GET("/referral-levels")),
  ]);
  const customer = profile.kind === "signed-in" ? profile.profile : null;
  // The API takes the customer's referral-level discount off every order; the preview does too.
  const discountPercent = customer
    ? (mapReferralLevels(levels).find((level) => level.id === customer.referralLevel)?.discountPercent ?? 0)
    : 0;
  const now = new Date().toISOString();
  let state = servicesSlice.reducer(
    initialServicesState,
    bookingListsLoaded({
      services,
      hubs,
      extraServices: extras.map((extra) => ({
        id: extra.id,
        name: extra.name,
        type: extra.type,
        description: extra.description ?? "",
        price: extra.price,
      })),
      commodities: commodities.map(({ id, name }) => ({ id, name })),
      trailerTypes: trailerTypes.map(({ id, name }) => ({ id, name })),
      now,
      customerMinimalCharge: customer?.minimalCharge ?? 0,
      discountPercent: Math.round(discountPercent),
    }),
  );
  const temp: TempState = { ...initialTempState, data: toTempList(temps), isLoaded: true };

  if (source) {
    const order = await loadOrder(source.orderId);
    const today = todayIn(order.hub.timeZone || "UTC", now);
    const draft = orderToBookingDraft(order, source.mode, today);
    state = servicesSlice.reducer(
      state,
      bookingRestored({ ...draft, editId: source.mode === "edit" ? order.id : null }),
    );
    return {
      services: state,
      temp: { ...temp, selectedTempId: draft.temperatureControlId },
      editNumber: source.mode === "edit" ? order.number : null,
      copyOf: source.mode === "edit" ? null : { mode: source.mode, number: order.number },
      restoresFromStorage: false,
    };
  }
  state = servicesSlice.reducer(state, servicePreselected(null));
  if (choice) {
    // A choice made on the site wins over a draft kept in the browser: the customer just made it.
    return {
      services: applyBookingChoice(state, choice),
      temp,
      editNumber: null,
      copyOf: null,
      restoresFromStorage: false,
    };
  }
  return {
    services: state,
    temp,
    editNumber: null,
    copyOf: null,
    restoresFromStorage: true,
  };
}
