"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { showSuccessToast } from "@freight/ui/toast";
import {
  toCustomerProfilePatch,
  type CustomerProfile,
  type NotificationPreferences,
  type ProfileAddress,
  type ProfileContact,
} from "@freight/domain/profile/customer-profile";
import { formatText, portalText } from "@/content/portal-text";
import { inputClass, labelClass, sectionTitleClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { AvatarUpload } from "./avatar-upload";
import { CodeVerification } from "./code-verification";
import {
  changeEmailAction,
  changePasswordAction,
  changePhoneAction,
  confirmEmailAction,
  requestEmailChangeAction,
  requestPhoneChangeAction,
  saveProfileAction,
  sendEmailConfirmationAction,
} from "./settings-actions";

const text = portalText.settings;

function TextField({
  id,
  label,
  value,
  onChange,
  type = "text",
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={inputClass}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className={sectionTitleClass}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ContactFields({
  prefix,
  contact,
  onChange,
}: {
  prefix: string;
  contact: ProfileContact;
  onChange: (contact: ProfileContact) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${prefix}-first`}
        label={text.firstName}
        value={contact.firstName}
        autoComplete="given-name"
        onChange={(firstName) => onChange({ ...contact, firstName })}
      />
      <TextField
        id={`${prefix}-last`}
        label={text.lastName}
        value={contact.lastName}
        autoComplete="family-name"
        onChange={(lastName) => onChange({ ...contact, lastName })}
      />
      <TextField
        id={`${prefix}-email`}
        label={text.email}
        type="email"
        value={contact.email}
        autoComplete="email"
        onChange={(email) => onChange({ ...contact, email })}
      />
      <TextField
        id={`${prefix}-phone`}
        label={text.phone}
        type="tel"
        value={contact.phoneNumber}
        autoComplete="tel"
        onChange={(phoneNumber) => onChange({ ...contact, phoneNumber })}
      />
    </div>
  );
}

function AddressFields({
  prefix,
  address,
  onChange,
}: {
  prefix: string;
  address: ProfileAddress;
  onChange: (address: ProfileAddress) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id={`${prefix}-street`}
          label={text.street}
          value={address.street}
          autoComplete="street-address"
          onChange={(street) => onChange({ ...address, street })}
        />
      </div>
      <TextField
        id={`${prefix}-city`}
        label={text.city}
        value={address.city}
        onChange={(city) => onChange({ ...address, city })}
      />
      <TextField
        id={`${prefix}-state`}
        label={text.state}
        value={address.state}
        onChange={(state) => onChange({ ...address, state })}
      />
      <TextField
        id={`${prefix}-zip`}
        label={text.zipCode}
        value={address.zipCode}
        autoComplete="postal-code"
        onChange={(zipCode) => onChange({ ...address, zipCode })}
      />
      <TextField
        id={`${prefix}-country`}
        label={text.country}
        value={address.country}
        autoComplete="country-name"
        onChange={(country) => onChange({ ...address, country })}
      />
    </div>
  );
}

const NOTIFICATION_GROUPS = [
  "orderUpdates",
  "promotionsAndOffers",
  "billingAndPayments",
  "updatesAndMaintenance",
] as const;

/** Settings, Info tab: profile, contacts, addresses, avatar, e-mail and phone verification, password, notifications. */
export function SettingsInfo({ profile, phoneNumber }: { profile: CustomerProfile; phoneNumber: string }) {
  const router = useRouter();
  const [draft, setDraft] = useState(() => toCustomerProfilePatch(profile));
  const [passwords, setPasswords] = useState({ current: "", next: "" });
  const [isSaving, startSaving] = useTransition();
  const [isChangingPassword, startPasswordChange] = useTransition();

  function save(event: FormEvent<HTMLFormElement>, message: string) {
    event.preventDefault();
    startSaving(async () => {
      // The avatar changes through its upload; sending the shown URL back would store an absolute copy of it.
      const { avatar: _avatar, ...patch } = draft;
      const result = await saveProfileAction(patch);
      if (handleActionResult(result)) {
        showSuccessToast(message);
        router.refresh();
      }
    });
  }

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

  function setChannel(group: keyof NotificationPreferences, channel: string, isOn: boolean) {
    setDraft((current) => ({
      ...current,
      notifications: {
        ...current.notifications,
        [group]: { ...current.notifications[group], [channel]: isOn },
      },
    }));
  }

  const displayName = draft.userName || draft.name || profile.email;

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={(event) => save(event, text.profileSaved)}
        noValidate
        className="flex flex-col gap-6"
        data-testid="profile-form"
      >
        <Section id="profile" title={text.profile}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            {profile.customerAvatar ? (
              <img
                src={profile.customerAvatar}
                alt={formatText(text.avatarAlt, { name: displayName })}
                className="size-20 rounded-full border border-line object-cover"
                data-testid="avatar-image"
              />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
              >
                {displayName.slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="flex flex-1 flex-col items-start gap-2">
              <span className={labelClass}>{text.avatar}</span>
              <AvatarUpload />
              <p className="text-sm text-ink-muted">{text.avatarHint}</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="user-name"
              label={text.userName}
              value={draft.userName}
              autoComplete="name"
              onChange={(userName) => setDraft({ ...draft, userName })}
            />
            <TextField
              id="company"
              label={text.company}
              value={draft.name}
              autoComplete="organization"
              onChange={(name) => setDraft({ ...draft, name })}
            />
          </div>
        </Section>
        <Section id="contacts" title={text.primaryContact}>
          <ContactFields
            prefix="primary"
            contact={draft.primaryContact}
            onChange={(primaryContact) => setDraft({ ...draft, primaryContact })}
          />
          <h3 className="font-semibold">{text.additionalContact}</h3>
          <ContactFields
            prefix="additional"
            contact={draft.additionalContact}
            onChange={(additionalContact) => setDraft({ ...draft, additionalContact })}
          />
        </Section>
        <Section id="addresses" title={text.address}>
          <AddressFields
            prefix="address"
            address={draft.address}
            onChange={(address) => setDraft({ ...draft, address })}
          />
          <h3 className="font-semibold">{text.billingAddress}</h3>
          <AddressFields
            prefix="billing"
            address={draft.billingAddress}
            onChange={(billingAddress) => setDraft({ ...draft, billingAddress })}
          />
        </Section>
        <Section id="notifications" title={text.notifications}>
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead>
                <tr className="text-ink-muted">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    <span className="sr-only">{text.notifications}</span>
                  </th>
                  {(["email", "inAppNotify", "sms", "push"] as const).map((channel) => (
                    <th key={channel} scope="col" className="px-3 py-2 text-center font-semibold">
                      {text.channels[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {NOTIFICATION_GROUPS.map((group) => {
                  const channels = draft.notifications[group] as unknown as Record<string, boolean>;
                  return (
                    <tr key={group}>
                      <th scope="row" className="py-3 pr-4 font-medium">
                        {text.notificationGroups[group]}
                      </th>
                      {(["email", "inAppNotify", "sms", "push"] as const).map((channel) => (
                        <td key={channel} className="px-3 py-3 text-center">
                          {channel in channels ? (
                            <input
                              type="checkbox"
                              className="size-5 accent-brand-600"
                              checked={channels[channel]}
                              aria-label={`${text.notificationGroups[group]}: ${text.channels[channel]}`}
                              onChange={(event) => setChannel(group, channel, event.target.checked)}
                            />
                          ) : (
                            <span aria-hidden="true" className="text-ink-muted">
                              –
                            </span>
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <label className="inline-flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={draft.twoStepAuth}
              onChange={(event) => setDraft({ ...draft, twoStepAuth: event.target.checked })}
            />
            {text.twoStep}
          </label>
        </Section>
        <div className="flex justify-end">
          <Button type="submit" size="lg" isLoading={isSaving}>
            {text.saveProfile}
          </Button>
        </div>
      </form>

      <Section id="security" title={text.security}>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">{text.emailAddress}</h3>
            <p className="flex flex-wrap items-center gap-2">
              <span data-testid="account-email">{profile.email}</span>
              <span
                className={
                  profile.isEmailConfirmed
                    ? "rounded-full bg-success-soft px-2 text-sm font-semibold text-success"
                    : "rounded-full bg-danger-soft px-2 text-sm font-semibold text-danger"
                }
              >
                {profile.isEmailConfirmed ? text.verified : text.notVerified}
              </span>
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
              <span
                className={
                  profile.isPhoneConfirmed
                    ? "rounded-full bg-success-soft px-2 text-sm font-semibold text-success"
                    : "rounded-full bg-danger-soft px-2 text-sm font-semibold text-danger"
                }
              >
                {profile.isPhoneConfirmed ? text.verified : text.notVerified}
              </span>
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
        <form
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
        </form>
      </Section>
    </div>
  );
}
