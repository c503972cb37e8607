import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AppToaster } from "@freight/ui/toaster";
import { companyCopy } from "@/content/company";
import { serverEnv } from "@/env";
import { loadCompanySettings } from "@/features/company/company-settings";
import { appStateForCompany } from "@/lib/app/app-slice";
import { VisitorState } from "@/lib/app/visitor-state";
import { SiteFooter } from "@/features/layout/site-footer";
import { SiteHeader } from "@/features/layout/site-header";
import { StoreProvider } from "@/store/store-provider";
import "./globals.css";

const siteDescription =
  "Book cross-dock, transload, storage, rework and transport services at seven freight hubs across the US and Canada.";

/** Site-wide defaults; each page adds its own title, description, canonical link and Open Graph card. */
export async function generateMetadata(): Promise<Metadata> {
  const company = await loadCompanySettings();
  return {
    metadataBase: new URL(serverEnv().WEB_URL),
    title: { default: `${company.name}: ${companyCopy.tagline}`, template: `%s | ${company.name}` },
    description: siteDescription,
    applicationName: company.name,
    openGraph: { siteName: company.name, type: "website", locale: "en_US", description: siteDescription },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

/** Pages are laid out for widths from 320 px; the body enforces the minimum. */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#163d6a",
};

/**
 * The layout is the same for every visitor, so pages are prerendered and served from cache. The company's
 * settings (name, contacts, phones per tracking source) come from the API, cached under the `company` tag the
 * API revalidates when an admin changes them. The two per-visitor parts are filled in the browser
 * (VisitorState): the header's account links and the tracking source's phone.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const company = await loadCompanySettings();
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-surface text-ink antialiased">
        <StoreProvider preloadedState={{ app: appStateForCompany(company) }}>
          <SiteHeader portalUrl={serverEnv().PORTAL_URL} companyName={company.name} />
          <VisitorState />
          <main id="main-content" className="flex-1">
            {children}
          </main>
          <SiteFooter company={company} />
          <AppToaster />
        </StoreProvider>
      </body>
    </html>
  );
}
