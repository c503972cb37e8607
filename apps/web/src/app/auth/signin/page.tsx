import type { Metadata } from "next";
import Link from "next/link";
import { Button, buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { signInText } from "@/content/auth";
import { WebsitePhoneLink } from "@/features/layout/website-phone-link";
import { readText } from "@/lib/search-params";

export const metadata: Metadata = { title: signInText.title, description: signInText.metaDescription };

export default async function SignInPage({ searchParams }: PageProps<"/auth/signin">) {
  const returnTo = readText((await searchParams).returnTo);

  return (
    <Container className="flex justify-center py-16">
      <Card as="section" className="flex w-full max-w-md flex-col gap-5" aria-labelledby="signin-title">
        <h1 id="signin-title" className="text-3xl font-bold">
          {signInText.title}
        </h1>
        <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
          {signInText.notice}
        </p>
        {returnTo ? <p className="text-sm text-ink-muted">{signInText.returnNotice}</p> : null}
        {/* The form is shown disabled so the page looks as it will, without pretending to sign anyone in. */}
        <form className="flex flex-col gap-4" aria-describedby="signin-title">
          <fieldset disabled className="flex flex-col gap-4 opacity-70">
            <input type="hidden" name="returnTo" value={returnTo ?? ""} />
            <div className="flex flex-col gap-1">
              <label htmlFor="signin-email" className="font-medium">
                {signInText.email}
              </label>
              <input id="signin-email" name="email" type="email" autoComplete="email" className="h-11 rounded-lg border border-line px-4" />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="signin-password" className="font-medium">
                {signInText.password}
              </label>
              <input
                id="signin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                className="h-11 rounded-lg border border-line px-4"
              />
            </div>
            <Button type="submit">{signInText.submit}</Button>
          </fieldset>
        </form>
        <div className="flex flex-wrap items-center gap-4">
          <Link href="/contact-us" className={buttonClassName({ variant: "secondary" })}>
            {signInText.contact}
          </Link>
          <WebsitePhoneLink className="font-semibold text-brand-700" />
        </div>
      </Card>
    </Container>
  );
}
