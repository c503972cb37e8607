import { describe, expect, it } from "vitest";
import { contactFormProblems } from "./contact-form.js";

const valid = { name: "Dana Whitfield", email: "dana@example.com", message: "Do you cross-dock reefers?" };

describe("contactFormProblems", () => {
  it("accepts a complete form", () => {
    expect(contactFormProblems({ ...valid, phone: "+1 (909) 555-0142" })).toEqual([]);
  });

  it("rejects a name made only of spaces", () => {
    expect(contactFormProblems({ ...valid, name: "   " })).toEqual([
      { field: "name", message: "name must not be blank" },
    ]);
  });

  it("rejects control characters that the database cannot store", () => {
    expect(contactFormProblems({ ...valid, message: "hello\u0000world" })).toEqual([
      { field: "message", message: "message must not contain control characters" },
    ]);
  });

  it("keeps line breaks and tabs in the message", () => {
    expect(contactFormProblems({ ...valid, message: "line one\r\n\tline two" })).toEqual([]);
  });

  it("rejects a phone with letters", () => {
    expect(contactFormProblems({ ...valid, phone: "call me" })).toEqual([
      { field: "phone", message: "phone may contain only digits, spaces and + - ( ) ." },
    ]);
  });
});
