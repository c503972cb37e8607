import type { NextRequest } from "next/server";
import { forwardOrderUpload } from "@/lib/api/forward-order-upload";

/** Book an order: the browser posts the multipart order here, it streams on to the API's createOrder (POST /order). */
export function POST(request: NextRequest) {
  return forwardOrderUpload(request, "POST", "/order");
}
