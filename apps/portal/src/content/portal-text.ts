import portalCatalogue from "@freight/ui/i18n/en/portal.json";

/** The portal's copy: the `portal` section of the shared text catalogue (en only). */
export const portalText = portalCatalogue;
export { formatText } from "@freight/ui/i18n/format-text";
