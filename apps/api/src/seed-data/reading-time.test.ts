import { describe, expect, it } from "vitest";
import { countWords, minutesToRead } from "./reading-time.js";

describe("countWords", () => {
  it("counts the words of the text, not of the markup", () => {
    expect(
      countWords('<h2>Two words</h2><p>and <a href="https://example.com/a-b-c">three more</a></p>'),
    ).toBe(5);
  });

  it("ignores entities and punctuation standing alone", () => {
    expect(countWords("<p>Cross-dock &amp; transload — fast.</p>")).toBe(3);
  });

  it("counts nothing in empty markup", () => {
    expect(countWords("<p></p>")).toBe(0);
  });
});

describe("minutesToRead", () => {
  it("rounds up at 200 words per minute", () => {
    expect(minutesToRead(`<p>${"word ".repeat(201)}</p>`)).toBe(2);
    expect(minutesToRead(`<p>${"word ".repeat(200)}</p>`)).toBe(1);
  });

  it("never answers less than one minute", () => {
    expect(minutesToRead("<p>Short.</p>")).toBe(1);
  });
});
