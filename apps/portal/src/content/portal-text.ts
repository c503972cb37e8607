import { commonText } from "@freight/ui/i18n/common";

/** The portal's copy: the `portal` section of the shared `common` catalogue (spec 1: en only, namespace common). */
export const portalText = commonText.portal;
export { formatText } from "@freight/ui/i18n/common";
