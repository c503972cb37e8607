import type { ReactNode } from "react";
import { ConsoleNav } from "@/components/layout/console-nav";
import { sectionsFor } from "@/components/layout/console-sections";
import { signOutAction } from "@/features/sign-in/sign-in-action";
import { staffRoleLabel } from "@/lib/format";
import { loadStaffSelf } from "@/lib/session/load-staff-self";

/** The signed-in frame: the sections the person's role opens, who they are, and signing out. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const self = await loadStaffSelf();
  const name = `${self.firstName} ${self.lastName}`.trim() || self.email;
  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <aside className="flex flex-col gap-6 bg-brand-900 p-4 text-white lg:w-60 lg:shrink-0">
        <p className="text-lg font-bold">Freight operations</p>
        <ConsoleNav sections={sectionsFor(self.role)} />
        <div className="mt-auto flex flex-col gap-2 text-sm">
          <p>
            {name}
            <br />
            <span className="text-brand-100">{staffRoleLabel(self.role)}</span>
          </p>
          <form action={signOutAction}>
            <button type="submit" className="underline">
              Sign out
            </button>
          </form>
        </div>
      </aside>
      <main id="main" className="flex min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
        {children}
      </main>
    </div>
  );
}
