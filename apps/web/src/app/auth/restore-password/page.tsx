import type { Metadata } from "next";
import { restorePasswordText as text } from "@/content/auth";
import { AccountPlaceholder } from "@/features/auth/account-placeholder";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: text.title, description: text.metaDescription, path: "/auth/restore-password" });

export default function RestorePasswordPage() {
  return (
    <AccountPlaceholder
      id="restore-password"
      title={text.title}
      notice={text.notice}
      fields={[{ name: "email", label: text.email, type: "email", autoComplete: "email" }]}
      submitLabel={text.submit}
      contactLabel={text.contact}
      links={[{ href: "/auth/signin", label: text.backToSignIn }]}
    />
  );
}
