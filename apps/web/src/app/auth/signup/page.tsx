import type { Metadata } from "next";
import { signUpText as text } from "@/content/auth";
import { AccountPlaceholder } from "@/features/auth/account-placeholder";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: text.title, description: text.metaDescription, path: "/auth/signup" });

export default function SignUpPage() {
  return (
    <AccountPlaceholder
      id="signup"
      title={text.title}
      notice={text.notice}
      fields={[
        { name: "company", label: text.company, type: "text", autoComplete: "organization" },
        { name: "name", label: text.name, type: "text", autoComplete: "name" },
        { name: "email", label: text.email, type: "email", autoComplete: "email" },
        { name: "phone", label: text.phone, type: "tel", autoComplete: "tel" },
        { name: "password", label: text.password, type: "password", autoComplete: "new-password" },
      ]}
      submitLabel={text.submit}
      contactLabel={text.contact}
      links={[{ href: "/auth/signin", label: text.haveAccount }]}
    />
  );
}
