import mapCatalogue from "@freight/ui/i18n/en/map.json";
/** Labels of the map screen, from the shared text catalogue; hubs, slots and filters come from the API and the domain rules. */
export const mapText = mapCatalogue;
