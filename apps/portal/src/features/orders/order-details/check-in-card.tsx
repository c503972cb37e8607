import QRCode from "qrcode";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import type { Order } from "@freight/domain/orders/order-mapper";
import { formatText, portalText } from "@/content/portal-text";

const text = portalText.details;

/** The check-in code drawn as a QR code (an SVG data URL the driver's phone can show at the gate). */
async function checkInQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The driver's check-in code with its QR code, and the slot as a calendar file. */
export async function CheckInCard({ order }: { order: Pick<Order, "id" | "checkInCode"> }) {
  const qr = order.checkInCode ? await checkInQrDataUrl(order.checkInCode) : null;
  return (
    <Card
      as="section"
      aria-labelledby="checkin-title"
      className="flex flex-col items-center gap-3 text-center"
    >
      <h2 id="checkin-title" className="self-start text-lg font-semibold">
        {text.checkIn}
      </h2>
      {qr ? (
        // A data URL of the SVG the qrcode library drew; no image optimisation applies.
        <img
          src={qr}
          alt={formatText(text.checkInQr, { code: order.checkInCode })}
          width={176}
          height={176}
          className="size-44"
        />
      ) : null}
      <p className="font-mono text-2xl font-bold tracking-widest" data-testid="check-in-code">
        {order.checkInCode || portalText.common.notSet}
      </p>
      <p className="text-sm text-ink-muted">{text.checkInHint}</p>
      <a
        href={`/api/orders/${order.id}/calendar`}
        className={buttonClassName({ variant: "secondary", size: "sm" })}
        download
      >
        {text.calendar}
      </a>
    </Card>
  );
}
