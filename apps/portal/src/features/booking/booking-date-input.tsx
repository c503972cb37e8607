"use client";

import { useState } from "react";

/**
 * The booking's date input. While a person types a date part by part, the browser's value is empty whenever a part
 * is incomplete or impossible (a day typed as "0" before its "1"). A date input bound straight to the booking's
 * date would be set back to the old date at that moment, which also resets the part being typed: the next digit
 * then lands in the day again ("0", "1", "2" made the 12th, not the 1st). So the input keeps what the person typed,
 * and only whole dates reach the booking; a date set elsewhere (a hub whose today is later) replaces it, and on
 * leaving the field an unfinished date shows the booking's date again, the one that would be booked.
 */
export function BookingDateInput({
  date,
  onDateChosen,
  ...inputProps
}: {
  id: string;
  className: string;
  date: string;
  min?: string;
  disabled: boolean;
  onDateChosen: (date: string) => void;
}) {
  const [typed, setTyped] = useState(date);
  const [bookedDate, setBookedDate] = useState(date);
  if (date !== bookedDate) {
    setBookedDate(date);
    setTyped(date);
  }
  return (
    <input
      type="date"
      {...inputProps}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value) onDateChosen(event.target.value);
      }}
      onBlur={() => setTyped(date)}
    />
  );
}
