"use client";

import { useActionState } from "react";
import { Button } from "@freight/ui/button";
import { TextField } from "@freight/ui/text-field";
import { signInAction, type SignInState } from "./sign-in-action";

/** E-mail and password, then the e-mailed code; errors are announced next to the form. */
export function SignInForm({ next }: { next: string }) {
  const [state, action, isPending] = useActionState<SignInState, FormData>(signInAction, {
    step: "password",
    email: "",
  });
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="next" value={next} />
      {state.step === "password" ? (
        <>
          <TextField
            id="email"
            name="email"
            type="email"
            label="E-mail"
            autoComplete="username"
            defaultValue={state.email}
            required
          />
          <TextField
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
          />
        </>
      ) : (
        <>
          <p>
            We e-mailed a sign-in code to <strong>{state.email}</strong>.
          </p>
          <TextField
            id="code"
            name="code"
            label="Sign-in code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            required
            autoFocus
          />
        </>
      )}
      {state.error ? (
        <p role="alert" className="text-danger">
          {state.error}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending}>
        {state.step === "password" ? "Continue" : "Sign in"}
      </Button>
    </form>
  );
}
