import { expect, test } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { urls } from "../../support/servers";
import { crossDockingServiceAndHub, hubDateInDays, useSession } from "./customer";

// A day typed part by part passes through values the browser reports as empty ("0" before "01"); the booking's
// date input must keep what is typed rather than snap back to the old date, which sent the next digit into the
// day again.
test("a date typed on the keyboard, day with a leading zero included, is the booking's date", async ({
  page,
  request,
  context,
}) => {
  const account = await createAccount(request);
  const { service, hub } = await crossDockingServiceAndHub(request, account.token);
  await useSession(context, account.token);
  await page.goto(`${urls.portal}/portal`);
  await page.getByRole("radio", { name: service.name, exact: true }).check();
  await page.getByLabel("Hub", { exact: true }).selectOption(String(hub.id));
  // The 1st of next month on the hub's clock: always ahead, its day starts with 0, and its "1" may begin a longer
  // day, so a reset after the "0" makes the next digit part of the day.
  const [year = "", month = ""] = hubDateInDays(hub.timeZone, 0).split("-");
  const next = new Date(Date.UTC(Number(year), Number(month), 1));
  const wanted = next.toISOString().slice(0, 10);
  const [wantedYear, wantedMonth, wantedDay] = wanted.split("-");
  const date = page.getByLabel("Date", { exact: true });
  await date.focus();
  await page.keyboard.type(`${wantedMonth}${wantedDay}${wantedYear}`);
  await expect(date).toHaveValue(wanted);
  await date.blur();
  await expect(date).toHaveValue(wanted);
  // The slots shown are that day's: choosing one prices it.
  await page.getByRole("radio", { name: "9 AM - 12 PM", exact: true }).check();
  await expect(page.getByTestId("price-summary")).toContainText("Total");

  // Left unfinished, the field shows the date that would be booked again.
  await date.focus();
  await page.keyboard.press("Backspace");
  await date.blur();
  await expect(date).toHaveValue(wanted);
});
