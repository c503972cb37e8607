import { answerPriceQuote } from "@/features/prices/price-check-routes";

export function GET(request: Request): Promise<Response> {
  return answerPriceQuote(request);
}
