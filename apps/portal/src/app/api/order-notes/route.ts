import type { NextRequest } from "next/server";
import { forwardOrderUpload } from "@/lib/api/forward-order-upload";

/** Add a note with files to an order: streams the multipart body on to the API's addOrderNote (POST /fborders/files). */
export function POST(request: NextRequest) {
  return forwardOrderUpload(request, "POST", "/fborders/files");
}
