import type { Metadata } from "next";
import Link from "next/link";
import { isLandingKind, type LandingKind } from "@freight/domain/content/landing-content";
import { LandingListEditor } from "@/features/landing/landing-list-editor";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

export const metadata: Metadata = { title: "Landing content" };

const KIND_LABELS: Readonly<Record<LandingKind, string>> = {
  banners: "Banners",
  heroes: "Heroes",
  reviews: "Customer reviews",
  vacancies: "Vacancies",
  faqs: "FAQs",
};

export default async function LandingPage({
  searchParams,
}: {
  searchParams: Promise<{ kind?: string; saved?: string }>;
}) {
  const { kind: asked, saved } = await searchParams;
  const kind: LandingKind = isLandingKind(asked) ? asked : "banners";
  const api = await getServerApi();
  const list = await readForPage(
    "GET /staff/landing/{kind}",
    api.GET("/staff/landing/{kind}", { params: { path: { kind } } }),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">Landing content</h1>
      <nav aria-label="Landing lists">
        <ul className="flex flex-wrap gap-3">
          {(Object.keys(KIND_LABELS) as LandingKind[]).map((one) => (
            <li key={one}>
              <Link
                href={`/landing?kind=${one}`}
                aria-current={one === kind ? "page" : undefined}
                className={one === kind ? "font-semibold underline" : "underline"}
              >
                {KIND_LABELS[one]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {KIND_LABELS[kind]} in the order the site shows them. Each entry shows from its start until its end (UTC; empty
        ends are open). Saving replaces the list as shown here; the site follows at once. Version {list.version}.
      </p>
      {saved === "1" ? (
        <p role="status" className="text-success">
          Saved. The site shows it now.
        </p>
      ) : null}
      <LandingListEditor key={`${kind}-${list.version}`} list={list} label={KIND_LABELS[kind]} />
    </>
  );
}
