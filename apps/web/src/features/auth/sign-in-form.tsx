"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { TextField } from "@freight/ui/text-field";
import { showInfoToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { authText, signInText as text } from "@/content/auth";
import { signIn, verifyLoginCode, type CodeSent } from "./account-actions";
import { CodeStep } from "./code-step";
import { useAccountAction } from "./use-account-action";

const { fields } = authText;
const FIELD_ORDER = ["email", "password", "code"] as const;

/** Sign-in with e-mail and password; accounts with two-step sign-in then enter an e-mailed code. */
export function SignInForm({ returnTo }: { returnTo?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const { fieldErrors, setFieldErrors, isPending, run } = useAccountAction(formRef, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeSent) {
      run(() => verifyLoginCode({ email, code }, returnTo));
    } else {
      run<CodeSent>(() => signIn({ email, password }, returnTo), setCodeSent);
    }
  };

  // For two-step accounts the code comes from /login itself, so a new code means signing in again.
  const onResend = () =>
    run<CodeSent>(
      () => signIn({ email, password }, returnTo),
      (sent) => {
        setCodeSent(sent);
        showInfoToast(authText.common.codeResent);
      },
    );

  const onStartOver = () => {
    setCodeSent(null);
    setCode("");
    setFieldErrors({});
  };

  return (
    <ScriptForm
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={isPending}
      data-testid="sign-in-form"
    >
      {codeSent ? (
        <CodeStep
          title={text.codeTitle}
          intro={text.codeIntro}
          sent={codeSent}
          code={{
            id: "signin-code",
            label: fields.emailCode,
            value: code,
            onChange: setCode,
            error: fieldErrors.code,
          }}
          submitLabel={text.codeSubmit}
          isPending={isPending}
          onResend={onResend}
          onStartOver={onStartOver}
        />
      ) : (
        <>
          <TextField
            id="signin-email"
            name="email"
            type="email"
            label={fields.email}
            autoComplete="email"
            maxLength={320}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrors.email}
          />
          <TextField
            id="signin-password"
            name="password"
            type="password"
            label={fields.password}
            autoComplete="current-password"
            maxLength={128}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password}
          />
          <Button type="submit" isLoading={isPending}>
            {isPending ? text.submitting : text.submit}
          </Button>
        </>
      )}
    </ScriptForm>
  );
}
