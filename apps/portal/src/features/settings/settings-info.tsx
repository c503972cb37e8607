"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import {
  toCustomerProfilePatch,
  type CustomerProfile,
  type NotificationPreferences,
  type ProfileAddress,
  type ProfileContact,
} from "@freight/domain/profile/customer-profile";
import { formatText, portalText } from "@/content/portal-text";
import { labelClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { AvatarUpload } from "./avatar-upload";
import { AccountSecuritySection } from "./account-security-section";
import { saveProfileAction } from "./settings-actions";
import { Section, TextField } from "./settings-fields";

const text = portalText.settings;

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
  const [isSaving, startSaving] = useTransition();

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
      <ScriptForm
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
      </ScriptForm>

      <AccountSecuritySection profile={profile} phoneNumber={phoneNumber} />
    </div>
  );
}
