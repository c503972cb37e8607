import type { Metadata } from "next";
import { Card } from "@freight/ui/card";
import { localReturnPath } from "@freight/domain/app/local-return-path";
import { SignInForm } from "@/features/sign-in/sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; welcome?: string }>;
}) {
  const { next, welcome } = await searchParams;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold">Freight operations</h1>
      <Card className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">Staff sign-in</h2>
        {welcome ? (
          <p role="status" className="text-success">
            Your account is ready: sign in with your password and the code we e-mail you.
          </p>
        ) : null}
        <SignInForm next={localReturnPath(typeof next === "string" ? next : undefined, "/")} />
      </Card>
    </main>
  );
}
