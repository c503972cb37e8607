import { commonText } from "@freight/ui/i18n/common";
/** Labels of the map screen, from the `common` catalogue; hubs, slots and filters come from the API and the domain rules. */
export const mapText = commonText.map;
