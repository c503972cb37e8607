"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { TextField } from "@freight/ui/text-field";
import { showInfoToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { authText, restorePasswordText as text } from "@/content/auth";
import { requestLoginCode, setNewPassword, type CodeSent, type PhoneCodeSent } from "./account-actions";
import { CodeStep } from "./code-step";
import { useAccountAction } from "./use-account-action";

const { fields } = authText;
const FIELD_ORDER = ["email", "code", "newPassword"] as const;

/**
 * Restore password: an e-mailed code, then a new password; the visitor is signed in afterwards. An account
 * with two-step sign-in also confirms with the code texted to its phone before the password changes.
 */
export function RestorePasswordForm({ returnTo }: { returnTo?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [newPassword, setNewPasswordValue] = useState("");
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const [phoneCode, setPhoneCode] = useState("");
  const [phoneCodeSent, setPhoneCodeSent] = useState<PhoneCodeSent | null>(null);
  const { fieldErrors, setFieldErrors, isPending, run } = useAccountAction(formRef, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phoneCodeSent) run(() => setNewPassword({ email, code, newPassword, phoneCode }, returnTo));
    else if (codeSent)
      run<PhoneCodeSent>(() => setNewPassword({ email, code, newPassword }, returnTo), setPhoneCodeSent);
    else run<CodeSent>(() => requestLoginCode({ email }), setCodeSent);
  };

  const startOver = () => {
    setCodeSent(null);
    setPhoneCodeSent(null);
    setPhoneCode("");
    setFieldErrors({});
  };

  // The same request without the texted code sends a new one.
  const onResendPhoneCode = () =>
    run<PhoneCodeSent>(
      () => setNewPassword({ email, code, newPassword }, returnTo),
      (sent) => {
        setPhoneCodeSent(sent);
        showInfoToast(authText.common.codeResent);
      },
    );

  const onResend = () =>
    run<CodeSent>(
      () => requestLoginCode({ email }),
      (sent) => {
        setCodeSent(sent);
        showInfoToast(authText.common.codeResent);
      },
    );

  return (
    <ScriptForm
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={isPending}
    >
      {phoneCodeSent ? (
        <CodeStep
          title={text.phoneCodeTitle}
          intro={text.phoneCodeIntro}
          sent={phoneCodeSent}
          code={{
            id: "restore-phone-code",
            label: fields.phoneCode,
            value: phoneCode,
            onChange: setPhoneCode,
            error: fieldErrors.code,
          }}
          submitLabel={text.codeSubmit}
          isPending={isPending}
          onResend={onResendPhoneCode}
          onStartOver={startOver}
        />
      ) : codeSent ? (
        <CodeStep
          title={text.codeTitle}
          sent={codeSent}
          code={{
            id: "restore-code",
            label: fields.emailCode,
            value: code,
            onChange: setCode,
            error: fieldErrors.code,
          }}
          submitLabel={text.codeSubmit}
          isPending={isPending}
          onResend={onResend}
          onStartOver={startOver}
        >
          <TextField
            id="restore-new-password"
            name="newPassword"
            type="password"
            label={fields.newPassword}
            hint={authText.common.passwordHint}
            autoComplete="new-password"
            maxLength={128}
            required
            value={newPassword}
            onChange={(event) => setNewPasswordValue(event.target.value)}
            error={fieldErrors.newPassword}
          />
        </CodeStep>
      ) : (
        <>
          <TextField
            id="restore-email"
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
          <Button type="submit" isLoading={isPending}>
            {isPending ? text.submitting : text.submit}
          </Button>
        </>
      )}
    </ScriptForm>
  );
}
