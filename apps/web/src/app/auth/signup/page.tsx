import type { Metadata } from "next";
import { signUpText as text } from "@/content/auth";
import { AccountPage } from "@/features/auth/account-page";
import { GoogleSignInLink } from "@/features/auth/google-sign-in-link";
import { readReturnTo, withReturnTo } from "@/features/auth/auth-search-params";
import { SignUpForm } from "@/features/auth/sign-up-form";
import { readText } from "@/lib/search-params";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: text.title,
  description: text.metaDescription,
  path: "/auth/signup",
});

export default async function SignUpPage({ searchParams }: PageProps<"/auth/signup">) {
  const params = await searchParams;
  const returnTo = readReturnTo(params);
  // A referral link carries the referrer's code (spec: referral programme).
  const referralCode = readText(params.ref) ?? readText(params.referralCode);
  return (
    <AccountPage
      id="signup"
      title={text.title}
      intro={text.intro}
      links={[{ href: withReturnTo("/auth/signin", returnTo), label: text.signIn, prefix: text.haveAccount }]}
    >
      <GoogleSignInLink returnTo={returnTo} referralCode={referralCode} />
      <SignUpForm returnTo={returnTo} referralCode={referralCode} />
    </AccountPage>
  );
}
