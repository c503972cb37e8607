import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/** Post dates read 'DD MMM, YYYY',, read in UTC so server and browser agree. */
export function formatPostDate(isoInstant: string): string {
  return dayjs.utc(isoInstant).format("DD MMM, YYYY");
}
