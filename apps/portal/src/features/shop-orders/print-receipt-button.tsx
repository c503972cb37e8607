"use client";

import { Button } from "@freight/ui/button";
import { portalText } from "@/content/portal-text";

/** Prints the receipt (the browser's print dialog; the portal's print styles hide the menus). */
export function PrintReceiptButton() {
  return (
    <Button variant="secondary" onClick={() => window.print()}>
      {portalText.shop.printReceipt}
    </Button>
  );
}
