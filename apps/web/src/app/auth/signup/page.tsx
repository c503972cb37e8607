import type { Metadata } from "next";
import { Suspense } from "react";
import { signUpText as text } from "@/content/auth";
import { AccountPage } from "@/features/auth/account-page";
import { readReturnTo, withReturnTo } from "@/features/auth/auth-search-params";
import { SignUpForm } from "@/features/auth/sign-up-form";
import { readText } from "@/lib/search-params";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  title: text.title,
  description: text.metaDescription,
  path: "/auth/signup",
});

/** The query string (return address, referral code) is read per request; the page without one is the prerendered fallback. */
export default function SignUpPage({ searchParams }: PageProps<"/auth/signup">) {
  return (
    <Suspense fallback={<SignUpView returnTo={undefined} referralCode={undefined} />}>
      <SignUpWithQuery searchParams={searchParams} />
    </Suspense>
  );
}

async function SignUpWithQuery({ searchParams }: Pick<PageProps<"/auth/signup">, "searchParams">) {
  const params = await searchParams;
  // A referral link carries the referrer's code (spec: referral programme).
  const referralCode = readText(params.ref) ?? readText(params.referralCode);
  return <SignUpView returnTo={readReturnTo(params)} referralCode={referralCode} />;
}

function SignUpView({
  returnTo,
  referralCode,
}: {
  returnTo: ReturnType<typeof readReturnTo>;
  referralCode: string | undefined;
}) {
  return (
    <AccountPage
      id="signup"
      title={text.title}
      intro={text.intro}
      links={[{ href: withReturnTo("/auth/signin", returnTo), label: text.signIn, prefix: text.haveAccount }]}
    >
      <SignUpForm returnTo={returnTo} referralCode={referralCode} />
    </AccountPage>
  );
}
