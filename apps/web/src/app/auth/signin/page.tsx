import type { Metadata } from "next";
import { signInText as text } from "@/content/auth";
import { AccountPlaceholder } from "@/features/auth/account-placeholder";
import { readText } from "@/lib/search-params";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: text.title, description: text.metaDescription, path: "/auth/signin" });

export default async function SignInPage({ searchParams }: PageProps<"/auth/signin">) {
  const returnTo = readText((await searchParams).returnTo);

  return (
    <AccountPlaceholder
      id="signin"
      title={text.title}
      notice={returnTo ? `${text.notice} ${text.returnNotice}` : text.notice}
      fields={[
        { name: "email", label: text.email, type: "email", autoComplete: "email" },
        { name: "password", label: text.password, type: "password", autoComplete: "current-password" },
      ]}
      submitLabel={text.submit}
      contactLabel={text.contact}
      links={[
        { href: "/auth/restore-password", label: text.restore },
        { href: "/auth/signup", label: text.signUp },
      ]}
    >
      <input type="hidden" name="returnTo" value={returnTo ?? ""} />
    </AccountPlaceholder>
  );
}
