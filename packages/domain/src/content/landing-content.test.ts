import { describe, expect, it } from "vitest";
import { isBannerCommand, isInPublishWindow, isLandingKind, landingEntryProblem } from "./landing-content";

const banner = {
  title: "Cross-dock in Reno",
  image: "/media/banners/reno.webp",
  buttonCommand: "#locations",
  optionList: ["Same-day transload"],
};

describe("landingEntryProblem", () => {
  it("takes a complete entry of each kind", () => {
    expect(landingEntryProblem("banners", banner, 1)).toBeNull();
    expect(landingEntryProblem("heroes", { title: "Move freight", image: `/uploaded-images/${"0a".repeat(16)}.webp` }, 1)).toBeNull();
    expect(landingEntryProblem("reviews", { title: "Fast", quote: "Great", author: "Ann", rating: 5 }, 1)).toBeNull();
    expect(landingEntryProblem("vacancies", { position: "Forklift operator", description: "Nights", scheduleType: 2 }, 1)).toBeNull();
    expect(landingEntryProblem("faqs", { topic: "Booking", question: "How?", answer: "Online." }, 1)).toBeNull();
  });

  it("names the entry and the field that is missing, too long or of the wrong kind", () => {
    expect(landingEntryProblem("banners", { ...banner, title: " " }, 3)).toBe("Entry 3: title is required");
    expect(landingEntryProblem("faqs", { topic: "x", question: "y", answer: "z".repeat(2001) }, 1)).toMatch(/longer than 2000/);
    expect(landingEntryProblem("reviews", { title: "x", quote: "y", author: 7, rating: 5 }, 1)).toMatch(/author must be text/);
    expect(landingEntryProblem("reviews", { title: "x", quote: "y", author: "z", rating: 6 }, 1)).toMatch(/1 to 5/);
    expect(landingEntryProblem("vacancies", { position: "x", description: "y", scheduleType: 3 }, 1)).toMatch(/schedule/);
    expect(landingEntryProblem("banners", { ...banner, image: "javascript:alert(1)" }, 1)).toMatch(/image/);
    expect(landingEntryProblem("banners", { ...banner, optionList: Array(11).fill("x") }, 1)).toMatch(/at most 10/);
  });

  it("refuses a publish window that ends before it starts or is not a date", () => {
    expect(landingEntryProblem("faqs", { topic: "a", question: "b", answer: "c", publishFrom: "2026-12-02T00:00:00Z", publishUntil: "2026-12-01T00:00:00Z" }, 1)).toMatch(/after it starts/);
    expect(landingEntryProblem("faqs", { topic: "a", question: "b", answer: "c", publishFrom: "soon" }, 1)).toMatch(/date and time/);
  });
});

describe("isBannerCommand", () => {
  it("leads to a home-page section or a path of the site, never elsewhere", () => {
    for (const command of ["", "#locations", "/services/overweight-help", "/dashboard/referral-system"]) {
      expect(isBannerCommand(command), command).toBe(true);
    }
    for (const command of ["https://evil.example", "//evil.example", "javascript:alert(1)", "/a b", "#a b"]) {
      expect(isBannerCommand(command), command).toBe(false);
    }
  });
});

describe("isInPublishWindow", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  it("shows an entry from its start until its end, either end open", () => {
    expect(isInPublishWindow({ publishFrom: null, publishUntil: null }, now)).toBe(true);
    expect(isInPublishWindow({ publishFrom: now, publishUntil: null }, now)).toBe(true);
    expect(isInPublishWindow({ publishFrom: new Date("2026-12-01T12:00:01Z"), publishUntil: null }, now)).toBe(false);
    expect(isInPublishWindow({ publishFrom: null, publishUntil: now }, now)).toBe(false);
  });
});

describe("isLandingKind", () => {
  it("knows the five lists", () => {
    expect(["banners", "heroes", "reviews", "vacancies", "faqs"].every(isLandingKind)).toBe(true);
    expect(isLandingKind("posts")).toBe(false);
  });
});
