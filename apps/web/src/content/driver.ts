import driverCheckInText from "@freight/ui/i18n/en/driverCheckIn.json";
/** Labels of the driver check-in page, from the shared text catalogue. Drivers never sign in; the check-in code is enough. */
export const driverText = driverCheckInText;
