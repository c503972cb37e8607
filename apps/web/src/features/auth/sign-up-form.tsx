"use client";

import Link from "next/link";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { TextField } from "@freight/ui/text-field";
import { showInfoToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { authText, signUpText as text } from "@/content/auth";
import { selectUtmSource } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";
import { finishSignUp, resendSignUpCode, startSignUp, type CodeSent } from "./account-actions";
import type { SignUpValues } from "./account-form-values";
import { CodeStep } from "./code-step";
import { useAccountAction } from "./use-account-action";

const { fields, validation } = authText;
const FIELD_ORDER = ["firstName", "lastName", "company", "email", "phone", "password", "code"] as const;

const DETAIL_FIELDS: readonly {
  name: keyof SignUpValues;
  type: "text" | "email" | "tel" | "password";
  autoComplete: string;
  maxLength: number;
  hint?: string;
  isRequired: boolean;
}[] = [
  { name: "firstName", type: "text", autoComplete: "given-name", maxLength: 100, isRequired: true },
  { name: "lastName", type: "text", autoComplete: "family-name", maxLength: 100, isRequired: true },
  { name: "company", type: "text", autoComplete: "organization", maxLength: 200, isRequired: false },
  { name: "email", type: "email", autoComplete: "email", maxLength: 320, isRequired: true },
  {
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    maxLength: 24,
    hint: authText.common.phoneHint,
    isRequired: true,
  },
  {
    name: "password",
    type: "password",
    autoComplete: "new-password",
    maxLength: 128,
    hint: authText.common.passwordHint,
    isRequired: true,
  },
];

const EMPTY: SignUpValues = { firstName: "", lastName: "", company: "", email: "", phone: "", password: "" };

/** Sign-up: the customer's details, then the code texted to their phone; the account is then signed in. */
export function SignUpForm({ returnTo, referralCode }: { returnTo?: string; referralCode?: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const utmSource = useAppSelector(selectUtmSource);
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState<CodeSent | null>(null);
  const { fieldErrors, setFieldErrors, isPending, run } = useAccountAction(formRef, FIELD_ORDER);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (codeSent) {
      run(() => finishSignUp({ ...values, code }, { utmSource, referralCode }, returnTo));
    } else {
      run<CodeSent>(
        () => startSignUp(values, { emailTaken: validation.emailTaken, phoneTaken: validation.phoneTaken }),
        setCodeSent,
      );
    }
  };

  const onResend = () =>
    run<CodeSent>(
      () => resendSignUpCode({ phone: values.phone }),
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
    >
      {codeSent ? (
        <CodeStep
          title={text.codeTitle}
          sent={codeSent}
          code={{
            id: "signup-code",
            label: fields.phoneCode,
            value: code,
            onChange: setCode,
            error: fieldErrors.code,
          }}
          submitLabel={isPending ? text.creating : text.codeSubmit}
          isPending={isPending}
          onResend={onResend}
          onStartOver={onStartOver}
        />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {DETAIL_FIELDS.slice(0, 2).map((field) => (
              <TextField
                key={field.name}
                id={`signup-${field.name}`}
                name={field.name}
                type={field.type}
                label={fields[field.name]}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                required={field.isRequired}
                value={values[field.name]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.name]: event.target.value }))
                }
                error={fieldErrors[field.name]}
              />
            ))}
          </div>
          {DETAIL_FIELDS.slice(2).map((field) => (
            <TextField
              key={field.name}
              id={`signup-${field.name}`}
              name={field.name}
              type={field.type}
              label={fields[field.name]}
              hint={field.hint}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={field.isRequired}
              value={values[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              error={fieldErrors[field.name]}
            />
          ))}
          <p className="text-sm text-ink-muted">
            {text.terms}{" "}
            <Link href="/terms-of-service" className="text-brand-600 underline">
              {text.termsLink}
            </Link>
            {" · "}
            <Link href="/privacy-policy" className="text-brand-600 underline">
              {text.privacyLink}
            </Link>
          </p>
          <Button type="submit" isLoading={isPending}>
            {isPending ? text.submitting : text.submit}
          </Button>
        </>
      )}
    </ScriptForm>
  );
}
