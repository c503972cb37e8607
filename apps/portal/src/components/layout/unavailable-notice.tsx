import { isRetryableStatus } from "@freight/api-client/api-read";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { formatText, portalText } from "@/content/portal-text";
import { serverEnv } from "@/env";

/** Answer of an API call whose implementation has not landed yet (api-conventions: 501). */
const NOT_IMPLEMENTED = 501;

/** Shown where the API could not give a page its data: a plain explanation and a way to reach dispatch. */
export function UnavailableNotice({ status, message }: { status: number; message: string }) {
  // No answer, too many requests, or a failure of the API: the page's server answers 503 with Retry-After.
  if (status === 0 || isRetryableStatus(status)) markPageUnavailable();
  return (
    <Card as="section" role="status" className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-semibold">{portalText.session.unavailableTitle}</h2>
      <p className="text-ink-muted">
        {status === NOT_IMPLEMENTED
          ? portalText.session.accountsNotOpen
          : formatText(portalText.session.unavailable, { message })}
      </p>
      <a href={`${serverEnv().WEB_URL}/contact-us`} className={buttonClassName({ variant: "secondary" })}>
        {portalText.session.contactDispatch}
      </a>
    </Card>
  );
}
