"use client";

import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import navText from "@freight/ui/i18n/en/nav.json";
import { signOut } from "@/lib/session/sign-out-action";
import { selectIsSignedIn, selectUnreadMessages } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";

/** The header's account links: sign in, or (once the browser learnt there is a session) the account and sign out. */
export function HeaderAccount({ portalUrl }: { portalUrl: string }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const unread = useAppSelector(selectUnreadMessages);
  if (!isSignedIn) {
    return (
      <Link href="/auth/signin" className={buttonClassName({ variant: "secondary", size: "sm" })}>
        {navText.signIn}
      </Link>
    );
  }
  return (
    <>
      <a
        href={`${portalUrl}/dashboard`}
        className={buttonClassName({ variant: "secondary", size: "sm", className: "relative" })}
        aria-label={
          unread ? `${navText.myAccount}, ${unread} unread message${unread === 1 ? "" : "s"}` : undefined
        }
      >
        {navText.myAccount}
        {unread ? (
          <span
            aria-hidden="true"
            className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </a>
      <SignOutForm />
    </>
  );
}

/** Ends the session (the site's sign-out Server Action); the header and the mobile menu both show it. */
export function SignOutForm() {
  return (
    <form action={signOut}>
      <button type="submit" className="rounded-lg px-2 py-2 font-medium text-ink-muted hover:text-brand-600">
        {navText.signOut}
      </button>
    </form>
  );
}
