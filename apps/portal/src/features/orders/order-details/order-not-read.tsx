import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";

const text = portalText.details;

/** An order that could not be shown: not one of the customer's (404), or the API failed (a retry notice). */
export function OrderNotRead({ status, message }: { status: number; message: string }) {
  return (
    <>
      <PageHeader title={portalText.orders.view} />
      {status === 404 ? (
        <Card as="section" role="status" className="flex flex-col items-start gap-4">
          <h2 className="text-xl font-semibold">{text.notFoundTitle}</h2>
          <p className="text-ink-muted">{text.notFound}</p>
          <Link href="/order-history" className={buttonClassName({ variant: "secondary" })}>
            {text.back}
          </Link>
        </Card>
      ) : (
        <UnavailableNotice status={status} message={message} />
      )}
    </>
  );
}
