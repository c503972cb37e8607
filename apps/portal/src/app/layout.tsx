import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { AppToaster } from "@freight/ui/toaster";
import { portalText } from "@/content/dashboard";
import { serverEnv } from "@/env";
import { PortalHeader } from "@/features/layout/portal-header";
import { StoreProvider } from "@/store/store-provider";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: portalText.name, template: `%s | ${portalText.name}` },
  robots: { index: false },
};

/** Spec 9: pages are laid out for widths from 320 px; the body enforces the minimum. */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#163d6a",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every portal page is per visitor, and WEB_URL is read at run time rather than baked in at build.
  await connection();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-surface-muted text-ink antialiased">
        <StoreProvider>
          <PortalHeader webUrl={serverEnv().WEB_URL} />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <AppToaster />
        </StoreProvider>
      </body>
    </html>
  );
}
