import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { sectionTitleClass } from "@/components/layout/field-styles";
import { formatText, portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import { TeamActionForm } from "./team-action-form";
import { CreateKeyForm } from "./create-key-form";
import { revokeApiKeyAction } from "./developer-actions";

const text = portalText.developers;
const roles = portalText.team.roles;

/** Instants of keys and the log are the company's, not a hub's: shown in UTC, labelled so. */
const when = (instant: string) => formatDateTime(instant, "UTC");

/** The company's keys (newest first) with their state and last use, the form to make one, and revoke buttons. */
export function ApiKeysSection({ keys }: { keys: Schema<"ApiKey">[] }) {
  return (
    <Card as="section" aria-labelledby="api-keys" className="flex flex-col gap-4">
      <h2 id="api-keys" className={sectionTitleClass}>
        {text.keysTitle}
      </h2>
      {keys.length === 0 ? <p className="text-ink-muted">{text.noKeys}</p> : null}
      <ul className="divide-y divide-line" aria-label={text.keysTitle}>
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-1 py-3" data-testid="api-key">
            <p>
              <span className="font-semibold">{key.name}</span> · {roles[key.role]} · {text.prefix}{" "}
              <code>{key.prefix}…</code> · <span>{text.states[key.state]}</span>
            </p>
            <p className="text-sm text-ink-muted">
              {key.createdBy
                ? formatText(text.createdBy, { date: when(key.createdAt), name: key.createdBy })
                : formatText(text.createdByNobody, { date: when(key.createdAt) })}
              {" · "}
              {key.lastUsedAt ? formatText(text.lastUsed, { date: when(key.lastUsedAt) }) : text.neverUsed}
              {" · "}
              {key.revokedAt
                ? formatText(text.revokedOn, { date: when(key.revokedAt) })
                : key.expiresAt
                  ? formatText(text.expiresOn, { date: when(key.expiresAt) })
                  : text.neverExpires}
            </p>
            {key.state === "active" ? (
              <TeamActionForm
                action={revokeApiKeyAction}
                label={formatText(text.revoke, { name: key.name })}
                doneMessage={text.revoked}
              >
                <input type="hidden" name="apiKeyId" value={key.id} />
                <div>
                  <Button type="submit" variant="danger" size="sm">
                    {formatText(text.revoke, { name: key.name })}
                  </Button>
                </div>
              </TeamActionForm>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{text.createTitle}</h3>
      <CreateKeyForm />
    </Card>
  );
}

/** The company's activity log (owners): keys made, used for a write, revoked. */
export function ActivitySection({ entries }: { entries: Schema<"CompanyActivity">[] }) {
  return (
    <Card as="section" aria-labelledby="company-activity" className="flex flex-col gap-3">
      <h2 id="company-activity" className={sectionTitleClass}>
        {text.activityTitle}
      </h2>
      {entries.length === 0 ? <p className="text-ink-muted">{text.noActivity}</p> : null}
      <ul className="flex flex-col gap-1 text-sm" aria-label={text.activityTitle}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className="text-ink-muted">{when(entry.at)}</span> · {entry.description}
            {entry.apiKey
              ? ` · ${formatText(text.byKey, { name: entry.apiKey.name, prefix: entry.apiKey.prefix })}`
              : ""}
            {entry.actor ? ` · ${entry.actor}` : ""}
          </li>
        ))}
      </ul>
    </Card>
  );
}
