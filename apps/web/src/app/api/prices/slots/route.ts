import { answerDaySlots } from "@/features/prices/price-check-routes";

export function GET(request: Request): Promise<Response> {
  return answerDaySlots(request);
}
