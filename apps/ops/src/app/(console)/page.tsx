import { redirect } from "next/navigation";
import { sectionsFor } from "@/components/layout/console-sections";
import { loadStaffSelf } from "@/lib/session/load-staff-self";

/** The console's front door: the first section the person's role opens. */
export default async function ConsoleHome() {
  const self = await loadStaffSelf();
  const [first] = sectionsFor(self.role);
  if (first) redirect(first.href);
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold">Welcome</h1>
      <p>
        Your role ({self.role}) has no console section yet; its work is done on the public site&apos;s content
        pages.
      </p>
    </section>
  );
}
