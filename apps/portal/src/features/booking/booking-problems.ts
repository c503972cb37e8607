import { formatText, portalText } from "@/content/portal-text";
import type { BookingProblem } from "./booking-order-input";

export type { BookingProblem };

const text = portalText.booking;

/** What the customer reads about one thing the booking still lacks. */
export function problemText(problem: BookingProblem): string {
  switch (problem.kind) {
    case "service":
      return text.missingService;
    case "hub":
      return text.missingHub;
    case "slot":
      return text.missingSlot;
    case "stop":
      return formatText(text.missingStopFields, {
        stop: problem.stop === "puService" ? text.pickUp : text.delivery,
        fields: problem.fields.map((field) => text[field].toLowerCase()).join(", "),
      });
    case "stopWindow":
      return formatText(text.stopWindowProblem, {
        stop: problem.stop === "puService" ? text.pickUp : text.delivery,
        problem: problem.message,
      });
  }
}
