import { commonText } from "@freight/ui/i18n/common";

/** The portal's copy: the `portal` section of the shared `common` catalogue (en only, namespace common). */
export const portalText = commonText.portal;
export { formatText } from "@freight/ui/i18n/common";
