import type { Metadata } from "next";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { TextField } from "@freight/ui/text-field";
import { ActionForm } from "@/components/action-form";
import { acceptInvitationAction } from "@/features/invitation/accept-invitation-action";

export const metadata: Metadata = { title: "Join the staff" };

export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string; code?: string }>;
}) {
  const { email = "", code = "" } = await searchParams;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 p-4">
      <h1 className="text-3xl font-bold">Join the Freight staff</h1>
      <Card className="flex flex-col gap-4">
        <ActionForm action={acceptInvitationAction} label="Accept the invitation" className="gap-4">
          <TextField
            id="email"
            name="email"
            type="email"
            label="E-mail"
            defaultValue={String(email)}
            readOnly
            required
          />
          <input type="hidden" name="code" value={String(code)} />
          <TextField
            id="firstName"
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            maxLength={100}
          />
          <TextField
            id="lastName"
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            maxLength={100}
          />
          <TextField
            id="password"
            name="password"
            type="password"
            label="Password"
            hint="8 characters at least."
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
          />
          <Button type="submit">Create my account</Button>
        </ActionForm>
      </Card>
    </main>
  );
}
