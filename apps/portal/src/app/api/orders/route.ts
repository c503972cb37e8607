import type { NextRequest } from "next/server";
import { forwardMultipart } from "@/lib/api/forward-multipart";

/** Book an order: the browser posts the multipart order here, it streams on to the API's createOrder (POST /order). */
export function POST(request: NextRequest) {
  return forwardMultipart(request, "POST", "/order");
}
