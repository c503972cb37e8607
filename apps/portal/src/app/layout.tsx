import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppToaster } from "@freight/ui/toaster";
import { portalText } from "@/content/portal-text";
import { serverEnv } from "@/env";
import { PortalShell } from "@/components/layout/portal-shell";
import { MessageCentre } from "@/features/messages/message-centre";
import { CompanySwitcher } from "@/features/team/company-switcher";
import { loadMyCompanies, loadShellProfile } from "@/lib/session/load-profile";
import { SESSION_COOKIE } from "@/lib/session/session-paths";
import { initialUserState } from "@/store/user-slice";
import { HandOverState } from "@/store/hand-over-state";
import { StoreProvider } from "@/store/store-provider";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${portalText.name} | ${portalText.company}`, template: `%s | ${portalText.company}` },
  robots: { index: false },
};

/** Pages are laid out for widths from 320 px; the body enforces the minimum. */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#163d6a",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every portal page is per visitor, and WEB_URL is read at run time rather than baked in at build.
  await connection();
  // The header's company switcher, asked for alongside the profile when the visitor has a session (one round
  // trip to the API instead of two in a row); without an answer it is left out (the page itself still shows).
  const hasSession = Boolean((await cookies()).get(SESSION_COOKIE)?.value);
  const [outcome, companiesRead] = await Promise.all([
    loadShellProfile(),
    hasSession ? loadMyCompanies() : Promise.resolve(null),
  ]);
  const user =
    outcome.kind === "signed-in"
      ? { profile: outcome.profile, messages: outcome.profile.messages }
      : initialUserState;
  const companies = outcome.kind === "signed-in" ? companiesRead : null;
  return (
    <html lang="en">
      <body className="min-w-[320px] bg-surface-muted text-ink antialiased">
        <StoreProvider preloadedState={{ user }}>
          {/* A refresh after a profile change hands the new profile to the header too. */}
          <HandOverState state={{ user }}>
            <PortalShell
              webUrl={serverEnv().WEB_URL}
              companySwitcher={companies ? <CompanySwitcher companies={companies} /> : null}
              messageCentre={<MessageCentre />}
            >
              {children}
            </PortalShell>
          </HandOverState>
          <AppToaster />
        </StoreProvider>
      </body>
    </html>
  );
}
