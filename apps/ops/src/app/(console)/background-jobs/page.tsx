import type { Metadata } from "next";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { runBackgroundJobAction } from "@/features/background-jobs/background-job-actions";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { formatUtc } from "@/lib/format";
import { DataTable } from "@/components/data-table";

export const metadata: Metadata = { title: "Background jobs" };

export default async function BackgroundJobsPage() {
  const api = await getServerApi();
  const jobs = await readForPage("GET /staff/background-jobs", api.GET("/staff/background-jobs"));
  const failing = jobs.items.filter((job) => job.failed > 0);
  return (
    <>
      <h1 className="text-2xl font-bold">Background jobs</h1>
      <p>
        Sweeps and deliveries the API runs by itself, once per schedule across every API instance. A failed
        job is tried again with growing waits; one that failed its last try is counted under Failed for a
        week.
      </p>
      {failing.length > 0 ? (
        <p role="alert" className="text-danger">
          {failing.map((job) => `${job.name}: ${job.failed} failed`).join("; ")}
        </p>
      ) : null}
      <DataTable
        label="Background jobs"
        caption="Each job, its schedule and how it stands"
        columns={[
          "Job",
          "Schedule (UTC)",
          "Waiting",
          "Running",
          "Failed",
          "Last finished",
          "Last failure",
          <span key="actions" className="sr-only">
            Actions
          </span>,
        ]}
      >
        {jobs.items.map((job) => (
          <tr key={job.name}>
            <th scope="row" className="font-medium">
              {job.name}
            </th>
            <td>{job.schedule ?? "when sent"}</td>
            <td>{job.waiting}</td>
            <td>{job.active}</td>
            <td>{job.failed}</td>
            <td>{job.lastFinishedAt ? formatUtc(job.lastFinishedAt) : "never"}</td>
            <td className="max-w-64 break-words">
              {job.lastFailure ? `${formatUtc(job.lastFailure.at)}: ${job.lastFailure.message}` : "none"}
            </td>
            <td>
              {job.schedule ? (
                <ActionForm action={runBackgroundJobAction} label={`Run ${job.name} now`}>
                  <input type="hidden" name="name" value={job.name} />
                  <Button type="submit" variant="secondary">
                    Run now
                  </Button>
                </ActionForm>
              ) : null}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
