import type { Metadata } from "next";
import { authText, signInText as text } from "@/content/auth";
import { AccountPage } from "@/features/auth/account-page";
import { GoogleSignInLink } from "@/features/auth/google-sign-in-link";
import { readReturnTo, withReturnTo } from "@/features/auth/auth-search-params";
import { SignInForm } from "@/features/auth/sign-in-form";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: text.title, description: text.metaDescription, path: "/auth/signin" });

export default async function SignInPage({ searchParams }: PageProps<"/auth/signin">) {
  const returnTo = readReturnTo(await searchParams);
  return (
    <AccountPage
      id="signin"
      title={text.title}
      intro={text.intro}
      notice={returnTo ? authText.common.returnNotice : undefined}
      links={[
        { href: withReturnTo("/auth/restore-password", returnTo), label: text.forgotPassword },
        { href: withReturnTo("/auth/signup", returnTo), label: text.signUp, prefix: text.noAccount },
      ]}
    >
      <GoogleSignInLink returnTo={returnTo} />
      <SignInForm returnTo={returnTo} />
    </AccountPage>
  );
}
