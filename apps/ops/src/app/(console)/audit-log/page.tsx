import type { Metadata } from "next";
import Link from "next/link";
import type { QueryOf } from "@freight/api-client/types";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc } from "@/lib/format";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

export const metadata: Metadata = { title: "Audit log" };

type Params = Record<string, string | string[] | undefined>;

function text(params: Params, name: string, pattern: RegExp): string | undefined {
  const value = params[name];
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

function shown(value: unknown): string {
  if (value === null || value === undefined) return "";
  return JSON.stringify(value);
}

export default async function AuditLogPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const query: QueryOf<"listStaffAuditLog"> = { limit: 50 };
  const action = text(params, "action", /^[A-Za-z]{1,100}$/);
  const targetType = text(params, "targetType", /^[A-Za-z]{1,50}$/);
  const targetId = text(params, "targetId", /^[A-Za-z0-9_-]{1,50}$/);
  const page = Number(text(params, "page", /^\d{1,5}$/) ?? 0);
  if (action) query.action = action;
  if (targetType) query.targetType = targetType;
  if (targetId) query.targetId = targetId;
  query.page = page;
  const api = await getServerApi();
  const log = await readForPage("GET /staff/audit-log", api.GET("/staff/audit-log", { params: { query } }));
  const next = new URLSearchParams({
    ...(action ? { action } : {}),
    ...(targetType ? { targetType } : {}),
    ...(targetId ? { targetId } : {}),
  });
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <form
        method="get"
        role="search"
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-3"
      >
        <LabeledField label="Action">
          <input
            name="action"
            defaultValue={action}
            placeholder="changeOrderStatus"
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="On">
          <input name="targetType" defaultValue={targetType} placeholder="order" className={fieldClassName} />
        </LabeledField>
        <LabeledField label="Id">
          <input name="targetId" defaultValue={targetId} className={fieldClassName} />
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Filter
        </button>
      </form>
      <p>{log.totalItems} entries</p>
      <DataTable
        label="Audit entries"
        caption="Staff actions, newest first"
        columns={["When", "Who", "Action", "On", "Before", "After", "Reason"]}
      >
        {log.items.map((entry) => (
          <tr key={entry.id}>
            <td>{formatUtc(entry.at)}</td>
            <td>{entry.actorEmail}</td>
            <td>{entry.action}</td>
            <td>
              {entry.targetType} {entry.targetId}
            </td>
            <td className="max-w-64 break-words">{shown(entry.before)}</td>
            <td className="max-w-64 break-words">{shown(entry.after)}</td>
            <td>{entry.reason}</td>
          </tr>
        ))}
      </DataTable>
      <nav aria-label="Pages" className="flex gap-4">
        {page > 0 ? <Link href={`/audit-log?${next}&page=${page - 1}`}>Newer entries</Link> : null}
        {page + 1 < log.totalPages ? (
          <Link href={`/audit-log?${next}&page=${page + 1}`}>Older entries</Link>
        ) : null}
      </nav>
    </>
  );
}
