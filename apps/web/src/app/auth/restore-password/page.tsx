import type { Metadata } from "next";
import { Suspense } from "react";
import { restorePasswordText as text } from "@/content/auth";
import { AccountPage } from "@/features/auth/account-page";
import { readReturnTo, withReturnTo } from "@/features/auth/auth-search-params";
import { RestorePasswordForm } from "@/features/auth/restore-password-form";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: text.title,
  description: text.metaDescription,
  path: "/auth/restore-password",
});

/** The query string (where to return) is read per request; the page without one is the prerendered fallback. */
export default function RestorePasswordPage({ searchParams }: PageProps<"/auth/restore-password">) {
  return (
    <Suspense fallback={<RestorePasswordView returnTo={undefined} />}>
      <RestorePasswordWithQuery searchParams={searchParams} />
    </Suspense>
  );
}

async function RestorePasswordWithQuery({
  searchParams,
}: Pick<PageProps<"/auth/restore-password">, "searchParams">) {
  return <RestorePasswordView returnTo={readReturnTo(await searchParams)} />;
}

function RestorePasswordView({ returnTo }: { returnTo: ReturnType<typeof readReturnTo> }) {
  return (
    <AccountPage
      id="restore"
      title={text.title}
      intro={text.intro}
      links={[{ href: withReturnTo("/auth/signin", returnTo), label: text.backToSignIn }]}
    >
      <RestorePasswordForm returnTo={returnTo} />
    </AccountPage>
  );
}
