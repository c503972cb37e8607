import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";

const text = portalText.details;

/** An order that is not one of the customer's (the API answers 404 for an unknown id and for another's order). */
export function OrderNotFound() {
  return (
    <>
      <PageHeader title={portalText.orders.view} />
      <Card as="section" role="status" className="flex flex-col items-start gap-4">
        <h2 className="text-xl font-semibold">{text.notFoundTitle}</h2>
        <p className="text-ink-muted">{text.notFound}</p>
        <Link href="/order-history" className={buttonClassName({ variant: "secondary" })}>
          {text.back}
        </Link>
      </Card>
    </>
  );
}
