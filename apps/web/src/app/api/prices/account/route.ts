import { answerAccountPrices } from "@/features/prices/price-check-routes";

export function GET(): Promise<Response> {
  return answerAccountPrices();
}
