import type { Schema } from "@freight/api-client/types";
import { Card } from "@freight/ui/card";
import { formatText } from "@freight/ui/i18n/format-text";
import { portalText } from "@/content/portal-text";
import { qrSvgDataUrl } from "@/lib/qr/qr-svg-data-url";

const text = portalText.shop;

/**
 * A ready shop order's pick-up code with its QR code, and the hub's pick-up hours on its own clock: what the
 * customer shows at the counter. Nothing while the order has no code (not ready yet, or already collected).
 */
export async function PickUpCard({ order }: { order: Schema<"ShopOrder"> }) {
  const { code, hours, zone } = order.pickUp;
  if (!code) return null;
  const qr = await qrSvgDataUrl(code);
  return (
    <Card
      as="section"
      aria-labelledby="pick-up-title"
      className="flex flex-col items-center gap-3 text-center"
    >
      <h2 id="pick-up-title" className="self-start text-lg font-semibold">
        {text.pickUpTitle}
      </h2>
      {/* A data URL of the SVG the qrcode library drew; no image optimisation applies. */}
      <img
        src={qr}
        alt={formatText(text.pickUpQr, { code })}
        width={176}
        height={176}
        className="size-44"
        data-testid="pick-up-qr"
      />
      <p className="font-mono text-2xl font-bold tracking-widest" data-testid="pick-up-code">
        {code}
      </p>
      <p className="text-sm text-ink-muted">{formatText(text.pickUpHint, { hub: order.hub.name })}</p>
      <section aria-labelledby="pick-up-hours-title" className="self-stretch text-left">
        <h3 id="pick-up-hours-title" className="mb-1 font-semibold">
          {formatText(text.pickUpHours, { zone })}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="pick-up-hours">
          {hours.map((line) => (
            <div key={line.days} className="contents">
              <dt className="font-medium">{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
