"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import type { CustomerProfile } from "@freight/domain/profile/customer-profile";
import { portalText } from "@/content/portal-text";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { CodeVerification } from "./code-verification";
import {
  changeEmailAction,
  changePasswordAction,
  changePhoneAction,
  confirmEmailAction,
  requestEmailChangeAction,
  requestPhoneChangeAction,
  sendEmailConfirmationAction,
} from "./settings-actions";
import { Section, TextField } from "./settings-fields";

const text = portalText.settings;

/** Whether an address or number is confirmed, in green or red. */
function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  return (
    <span
      className={
        isVerified
          ? "rounded-full bg-success-soft px-2 text-sm font-semibold text-success"
          : "rounded-full bg-danger-soft px-2 text-sm font-semibold text-danger"
      }
    >
      {isVerified ? text.verified : text.notVerified}
    </span>
  );
}

/** Sign-in and contact security: the e-mail and phone, each verified by a code, and the password. */
export function AccountSecuritySection({
  profile,
  phoneNumber,
}: {
  profile: CustomerProfile;
  phoneNumber: string;
}) {
  const router = useRouter();
  const [passwords, setPasswords] = useState({ current: "", next: "" });
  const [isChangingPassword, startPasswordChange] = useTransition();

  function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startPasswordChange(async () => {
      const result = await changePasswordAction(passwords.current, passwords.next);
      if (handleActionResult(result)) {
        showSuccessToast(text.passwordChanged);
        setPasswords({ current: "", next: "" });
      }
    });
  }

  return (
    <Section id="security" title={text.security}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{text.emailAddress}</h3>
          <p className="flex flex-wrap items-center gap-2">
            <span data-testid="account-email">{profile.email}</span>
            <VerifiedBadge isVerified={profile.isEmailConfirmed} />
          </p>
          {!profile.isEmailConfirmed ? (
            <CodeVerification
              testId="verify-email"
              sendLabel={text.verifyEmail}
              onSend={() => sendEmailConfirmationAction()}
              onConfirm={(_value, code) => confirmEmailAction(code)}
              successMessage={text.emailVerified}
              onDone={() => router.refresh()}
            />
          ) : null}
          <details>
            <summary className="cursor-pointer font-semibold text-brand-700">{text.changeEmail}</summary>
            <div className="mt-3">
              <CodeVerification
                testId="change-email"
                valueLabel={text.newEmail}
                valueType="email"
                sendLabel={text.sendCode}
                onSend={(newEmail) => requestEmailChangeAction(newEmail)}
                onConfirm={(newEmail, code) => changeEmailAction(newEmail, code)}
                successMessage={text.emailChanged}
                onDone={() => router.refresh()}
              />
            </div>
          </details>
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">{text.phoneNumber}</h3>
          <p className="flex flex-wrap items-center gap-2">
            <span>{phoneNumber || portalText.common.notSet}</span>
            <VerifiedBadge isVerified={profile.isPhoneConfirmed} />
          </p>
          <details>
            <summary className="cursor-pointer font-semibold text-brand-700">{text.changePhone}</summary>
            <div className="mt-3">
              <CodeVerification
                testId="change-phone"
                valueLabel={text.newPhone}
                valueType="tel"
                sendLabel={text.sendCode}
                onSend={(phone) => requestPhoneChangeAction(phone)}
                onConfirm={(phone, code) => changePhoneAction(phone, code)}
                successMessage={text.phoneChanged}
                onDone={() => router.refresh()}
              />
            </div>
          </details>
        </div>
      </div>
      <ScriptForm
        onSubmit={changePassword}
        className="grid gap-4 border-t border-line pt-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          id="current-password"
          label={text.currentPassword}
          type="password"
          autoComplete="current-password"
          value={passwords.current}
          onChange={(current) => setPasswords({ ...passwords, current })}
        />
        <TextField
          id="new-password"
          label={text.newPassword}
          type="password"
          autoComplete="new-password"
          value={passwords.next}
          onChange={(next) => setPasswords({ ...passwords, next })}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={isChangingPassword}
          disabled={!passwords.current || passwords.next.length < 8}
        >
          {text.changePassword}
        </Button>
      </ScriptForm>
    </Section>
  );
}
