import { commonText } from "@freight/ui/i18n/common";
/** Labels of the driver check-in page, from the `common` catalogue. Drivers never sign in; the check-in code is enough. */
export const driverText = commonText.driverCheckIn;
