import type { Metadata } from "next";
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

export default async function RestorePasswordPage({ searchParams }: PageProps<"/auth/restore-password">) {
  const returnTo = readReturnTo(await searchParams);
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
