import type { Metadata } from "next";
import { authText } from "@/content/auth";
import { AccountPage } from "@/features/auth/account-page";
import { GoogleCallback } from "@/features/auth/google-callback";

export const metadata: Metadata = {
  title: authText.google.title,
  description: authText.google.metaDescription,
  robots: { index: false },
};

export default function GoogleCallbackPage() {
  return (
    <AccountPage
      id="google-callback"
      title={authText.google.title}
      intro={authText.google.metaDescription}
      links={[{ href: "/auth/signin", label: authText.google.backToSignIn }]}
    >
      <GoogleCallback />
    </AccountPage>
  );
}
