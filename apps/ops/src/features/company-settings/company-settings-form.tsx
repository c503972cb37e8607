import type { Schema } from "@freight/api-client/types";
import { SOCIAL_NETWORK_LABELS, SOCIAL_NETWORKS } from "@freight/domain/company/company-settings";
import { TRACKING_SOURCES } from "@freight/domain/marketing/tracking-phone";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { saveCompanySettingsAction } from "./company-settings-actions";

/** How each tracking source (utm_source) is named next to its phone. */
const TRACKING_SOURCE_LABELS: Record<(typeof TRACKING_SOURCES)[number], string> = {
  google_ads: "Google Ads (google_ads)",
  google: "Google (google)",
  bing_ads: "Bing Ads (bing_ads)",
  bing: "Bing (bing)",
  _fb_or_ins_: "Facebook or Instagram ads (_fb_or_ins_)",
  facebook: "Facebook (facebook)",
  instagram: "Instagram (instagram)",
  aggregators: "Aggregators (aggregators)",
};

function TextInput({ label, name, value, type = "text" }: { label: string; name: string; value: string; type?: string }) {
  return (
    <LabeledField label={label}>
      <input name={name} type={type} defaultValue={value} className={`${fieldClassName} w-full max-w-xl`} />
    </LabeledField>
  );
}

/** Every company setting in one form, saved together with the settings' version. */
export function CompanySettingsForm({ settings }: { settings: Schema<"StaffCompanySettings"> }) {
  return (
    <ActionForm action={saveCompanySettingsAction} label="Company settings" className="gap-6">
      <input type="hidden" name="version" value={settings.version} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">The company</legend>
        <TextInput label="Name (header, titles, e-mail sender)" name="name" value={settings.name} />
        <TextInput label="Legal name (invoices, copyright)" name="legalName" value={settings.legalName} />
        <TextInput label="Tax id (printed on invoices; empty for none)" name="taxId" value={settings.taxId} />
        <TextInput label="Street" name="address.street" value={settings.address.street} />
        <TextInput label="City" name="address.city" value={settings.address.city} />
        <TextInput label="State or province" name="address.region" value={settings.address.region} />
        <TextInput label="Postal code" name="address.postalCode" value={settings.address.postalCode} />
        <TextInput label="Country" name="address.country" value={settings.address.country} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Contact</legend>
        <TextInput label="General e-mail" name="email" type="email" value={settings.email} />
        <TextInput label="General phone (visitors without a tracking source)" name="phone" type="tel" value={settings.phone} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Phone per tracking source</legend>
        {TRACKING_SOURCES.map((source) => (
          <TextInput
            key={source}
            label={TRACKING_SOURCE_LABELS[source]}
            name={`trackingPhones.${source}`}
            type="tel"
            value={settings.trackingPhones[source]}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold">Social links (https addresses; empty for none)</legend>
        {SOCIAL_NETWORKS.map((network) => (
          <TextInput
            key={network}
            label={SOCIAL_NETWORK_LABELS[network]}
            name={`socialLinks.${network}`}
            type="url"
            value={settings.socialLinks[network]}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit">Save the company settings</Button>
      </div>
    </ActionForm>
  );
}
