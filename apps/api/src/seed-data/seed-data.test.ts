import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blogPosts } from "./blog-posts.js";
import { extraServices } from "./extra-services.js";
import { hubs } from "./hubs.js";
import { banners, heroes, reviews, vacancies } from "./landing.js";
import { mapFilterGroups } from "./map-filters.js";
import { collectMediaPaths } from "./media-references.js";
import { hubServicePrices } from "./prices.js";
import { productApplications, productCategories, productFeatures, products } from "./products.js";
import { countWords, minutesToRead } from "./reading-time.js";
import { commodities, equipment, temperatureControls, trailerTypes } from "./reference-lists.js";
import { referralLevels } from "./referral-levels.js";
import { services } from "./services.js";
import type { SeedMapCheckboxGroup, SeedMapFilterGroup } from "./types.js";

const mediaRoot = fileURLToPath(new URL("../../media", import.meta.url));

const allSeedData = {
  hubs,
  services,
  hubServicePrices,
  extraServices,
  temperatureControls,
  commodities,
  trailerTypes,
  equipment,
  blogPosts,
  banners,
  heroes,
  reviews,
  vacancies,
  productCategories,
  productFeatures,
  productApplications,
  products,
  referralLevels,
  mapFilterGroups,
};

const moneyFields = new Set([
  "price",
  "oldPrice",
  "minimalCharge",
  "firstHourFee",
  "secondHourFee",
  "afterHoursFee",
  "minRate",
  "maxRate",
]);

/** Every [field, value] pair of a money field anywhere in a value. */
function collectMoney(value: unknown, found: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) {
    for (const item of value) collectMoney(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (moneyFields.has(key) && item !== null) found.push([key, item]);
      else collectMoney(item, found);
    }
  }
  return found;
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function checkboxGroup(key: SeedMapFilterGroup["key"]): SeedMapCheckboxGroup {
  const group = mapFilterGroups.find((candidate) => candidate.key === key);
  if (!group || group.kind !== "checkbox") throw new Error(`Missing checkbox filter group ${key}`);
  return group;
}

function optionNames(key: SeedMapFilterGroup["key"]): string[] {
  return checkboxGroup(key).options.map((option) => option.name);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

describe("seed data as a whole", () => {
  it("keeps every money amount a non-negative integer number of cents", () => {
    const amounts = collectMoney(allSeedData);
    expect(amounts.length).toBeGreaterThan(300);
    for (const [field, amount] of amounts) {
      expect(Number.isSafeInteger(amount), `${field} = ${String(amount)}`).toBe(true);
      expect(amount as number, field).toBeGreaterThanOrEqual(0);
    }
  });

  it("contains no placeholder text", () => {
    const text = JSON.stringify(allSeedData).toLowerCase();
    expect(text).not.toContain("lorem");
    expect(text).not.toContain("ipsum");
    expect(text).not.toMatch(/\btodo\b|\bfixme\b|\btbd\b/);
  });

  it("gives every record a slug that is unique within its kind", () => {
    const kinds = {
      hubs,
      services,
      extraServices,
      temperatureControls,
      commodities,
      trailerTypes,
      equipment,
      banners,
      heroes,
      reviews,
      vacancies,
      productCategories,
      productFeatures,
      productApplications,
      products,
      referralLevels,
    };
    for (const [kind, records] of Object.entries(kinds)) {
      const slugs = records.map((record) => record.slug);
      expect(duplicates(slugs), kind).toEqual([]);
      for (const slug of slugs) expect(slug, kind).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(duplicates(blogPosts.map((post) => post.url))).toEqual([]);
  });

  it("has an image file on disk for every referenced media path", () => {
    const paths = collectMediaPaths(allSeedData);
    expect(paths.length).toBeGreaterThan(150);
    const missing = paths.filter((path) => !existsSync(join(mediaRoot, path.slice("/media/".length))));
    expect(missing).toEqual([]);
  });

  it("uses raster images only, each small enough to serve quickly", () => {
    for (const path of collectMediaPaths(allSeedData)) {
      expect(path).toMatch(/\.(png|jpg)$/);
      const file = join(mediaRoot, path.slice("/media/".length));
      if (existsSync(file)) expect(statSync(file).size, path).toBeLessThan(40 * 1024);
    }
  });

  it("keeps the media folder under 4 MB", () => {
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (total, entry) =>
          total +
          (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
        0,
      );
    expect(sizeOf(mediaRoot)).toBeLessThan(4 * 1024 * 1024);
  });
});

describe("hubs", () => {
  const expectedZones: Record<string, string> = {
    "san-bernardino": "America/Los_Angeles",
    stockton: "America/Los_Angeles",
    reno: "America/Los_Angeles",
    denver: "America/Denver",
    markham: "America/Toronto",
    columbus: "America/New_York",
    greenville: "America/New_York",
  };

  /** Approximate city centres; a hub must lie within about 20 km of its city. */
  const cityCentres: Record<string, [number, number]> = {
    "san-bernardino": [34.1083, -117.2898],
    stockton: [37.9577, -121.2908],
    reno: [39.5296, -119.8138],
    denver: [39.7392, -104.9903],
    markham: [43.8561, -79.337],
    columbus: [39.9612, -82.9988],
    greenville: [34.8526, -82.394],
  };

  it("are the seven locations of the site", () => {
    expect(hubs.map((hub) => hub.slug).sort()).toEqual(Object.keys(expectedZones).sort());
  });

  it("carry the IANA time zone of their city", () => {
    for (const hub of hubs) {
      expect(hub.timeZone, hub.slug).toBe(expectedZones[hub.slug]);
      expect(() => new Intl.DateTimeFormat("en-US", { timeZone: hub.timeZone })).not.toThrow();
    }
  });

  it("sit at coordinates inside their city", () => {
    for (const hub of hubs) {
      const [latitude, longitude] = cityCentres[hub.slug] ?? [0, 0];
      expect(Math.abs(hub.latitude - latitude), hub.slug).toBeLessThan(0.2);
      expect(Math.abs(hub.longitude - longitude), hub.slug).toBeLessThan(0.2);
    }
  });

  it("use Canadian postal codes in Canada and ZIP codes in the US", () => {
    for (const hub of hubs) {
      if (hub.country === "CA") expect(hub.zipCode, hub.slug).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      else expect(hub.zipCode, hub.slug).toMatch(/^\d{5}$/);
    }
  });

  it("list each weekday at most once, opening before closing in local HH:mm", () => {
    for (const hub of hubs) {
      const weekdays = hub.openingHours.map((day) => String(day.weekday));
      expect(duplicates(weekdays), hub.slug).toEqual([]);
      for (const day of hub.openingHours) {
        expect(day.opensAt).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(day.closesAt).toMatch(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);
        expect(minutesOf(day.opensAt), hub.slug).toBeLessThan(minutesOf(day.closesAt));
      }
    }
  });

  it("flag round-the-clock only for a hub open all day every day, and exactly one such hub", () => {
    const isOpenAllWeek = (hub: (typeof hubs)[number]): boolean =>
      hub.openingHours.length === 7 &&
      hub.openingHours.every((day) => day.opensAt === "00:00" && day.closesAt === "24:00");
    for (const hub of hubs) expect(hub.features.roundTheClock, hub.slug).toBe(isOpenAllWeek(hub));
    expect(hubs.filter((hub) => hub.features.roundTheClock)).toHaveLength(1);
  });

  it("include each way a slot outside the hours is charged: after-hours staff, a call-out only, and neither", () => {
    const { afterHours, callOutOnly, neither } = {
      afterHours: hubs.filter((hub) => hub.features.afterHours || hub.features.roundTheClock),
      callOutOnly: hubs.filter(
        (hub) => hub.features.callFee && !hub.features.afterHours && !hub.features.roundTheClock,
      ),
      neither: hubs.filter(
        (hub) => !hub.features.callFee && !hub.features.afterHours && !hub.features.roundTheClock,
      ),
    };
    expect(afterHours.length).toBeGreaterThan(0);
    // The call fee (first hour + 2 × second hour) is reachable only at a hub that calls staff out with nobody there.
    expect(callOutOnly.map((hub) => hub.slug)).toContain("reno");
    expect(neither.length).toBeGreaterThan(0);
  });

  it("charge a minimum between $100 and $300 and take at least one order per slot", () => {
    for (const hub of hubs) {
      expect(hub.minimalCharge, hub.slug).toBeGreaterThanOrEqual(10000);
      expect(hub.minimalCharge, hub.slug).toBeLessThanOrEqual(30000);
      expect(Number.isInteger(hub.slotCapacity) && hub.slotCapacity > 0, hub.slug).toBe(true);
    }
  });

  it("offer at least one way to book", () => {
    for (const hub of hubs) expect(hub.hasInstantBook || hub.hasRequestToBook, hub.slug).toBe(true);
  });

  it("reference existing services, equipment and map filter options", () => {
    const serviceSlugs = services.map((service) => service.slug);
    const equipmentSlugs = equipment.map((item) => item.slug);
    for (const hub of hubs) {
      expect(hub.serviceSlugs.length, hub.slug).toBeGreaterThan(0);
      for (const slug of hub.serviceSlugs) expect(serviceSlugs, hub.slug).toContain(slug);
      for (const slug of hub.equipmentSlugs) expect(equipmentSlugs, hub.slug).toContain(slug);
      for (const name of hub.capabilities) expect(optionNames("capabilities"), hub.slug).toContain(name);
      for (const name of hub.operations) expect(optionNames("operations"), hub.slug).toContain(name);
      for (const name of hub.driverAmenities)
        expect(optionNames("driverAmenities"), hub.slug).toContain(name);
    }
  });
});

describe("services", () => {
  it("are the eight service pages of the site", () => {
    expect(services.map((service) => service.slug).sort()).toEqual([
      "consolidation",
      "cross-dock",
      "overweight-help",
      "restack",
      "rework",
      "storage",
      "transload",
      "transport",
    ]);
  });

  it("cover every service type id from Transload 1 to Overweight 6", () => {
    expect([...new Set(services.map((service) => service.type))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("mark exactly one service as the default", () => {
    expect(services.filter((service) => service.isDefault)).toHaveLength(1);
  });
});

describe("hub service prices", () => {
  it("price every service a hub offers once per pricing tier", () => {
    const keys = hubServicePrices.map((row) => `${row.hubSlug}/${row.serviceSlug}/${row.pricingTier}`);
    expect(duplicates(keys)).toEqual([]);
    const expected = hubs.flatMap((hub) =>
      hub.serviceSlugs.flatMap((service) => [0, 1, 2].map((tier) => `${hub.slug}/${service}/${tier}`)),
    );
    expect(keys.sort()).toEqual(expected.sort());
  });

  it("reference existing hubs and services", () => {
    const hubSlugs = hubs.map((hub) => hub.slug);
    const serviceSlugs = services.map((service) => service.slug);
    for (const row of hubServicePrices) {
      expect(hubSlugs).toContain(row.hubSlug);
      expect(serviceSlugs).toContain(row.serviceSlug);
    }
  });

  it("make the peak tier the dearest and the best tier the cheapest", () => {
    const priceOf = (hubSlug: string, serviceSlug: string, tier: number): number =>
      hubServicePrices.find(
        (row) => row.hubSlug === hubSlug && row.serviceSlug === serviceSlug && row.pricingTier === tier,
      )?.price ?? Number.NaN;
    for (const hub of hubs) {
      for (const service of hub.serviceSlugs) {
        expect(priceOf(hub.slug, service, 1)).toBeGreaterThan(priceOf(hub.slug, service, 0));
        expect(priceOf(hub.slug, service, 2)).toBeLessThan(priceOf(hub.slug, service, 0));
      }
    }
  });

  it("charge something for every hub service", () => {
    for (const row of hubServicePrices)
      expect(row.price, `${row.hubSlug}/${row.serviceSlug}`).toBeGreaterThan(0);
  });
});

describe("extra services", () => {
  it("include the pick-up, delivery and pick-up-and-delivery add-ons", () => {
    const types = extraServices.map((service) => service.type);
    expect(types).toContain("pick-up");
    expect(types).toContain("delivery");
    expect(types).toContain("pickupAndDelivery");
  });

  it("price the combined pick-up and delivery below two separate legs", () => {
    const priceOf = (type: string): number =>
      extraServices.find((service) => service.type === type)?.price ?? 0;
    expect(priceOf("pickupAndDelivery")).toBeLessThan(priceOf("pick-up") + priceOf("delivery"));
  });
});

describe("reference lists", () => {
  it("give temperature controls distinct sort orders", () => {
    expect(duplicates(temperatureControls.map((item) => String(item.sortOrder)))).toEqual([]);
  });

  it("have no duplicate names", () => {
    for (const list of [temperatureControls, commodities, trailerTypes, equipment]) {
      expect(duplicates(list.map((item) => item.name))).toEqual([]);
    }
  });
});

describe("blog posts", () => {
  const allowedTags = new Set([
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "p",
    "ul",
    "ol",
    "li",
    "pre",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "code",
    "span",
    "br",
    "hr",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "iframe",
    "div",
  ]);

  it("number at least twenty", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(20);
  });

  it("have bodies between 200 and 600 words", () => {
    for (const post of blogPosts) {
      expect(countWords(post.body), post.url).toBeGreaterThanOrEqual(200);
      expect(countWords(post.body), post.url).toBeLessThanOrEqual(600);
    }
  });

  it("state the reading time computed from the body", () => {
    for (const post of blogPosts) expect(post.minutesToRead, post.url).toBe(minutesToRead(post.body));
  });

  it("use only tags the site's sanitizer keeps, with subheadings, a list and https links", () => {
    for (const post of blogPosts) {
      const tags = [...post.body.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1] ?? "");
      for (const tag of tags) expect(allowedTags.has(tag), `${post.url}: <${tag}>`).toBe(true);
      expect(tags, post.url).toContain("h2");
      expect(
        tags.some((tag) => tag === "ul" || tag === "ol"),
        post.url,
      ).toBe(true);
      expect(
        tags.some((tag) => tag === "blockquote" || tag === "table"),
        post.url,
      ).toBe(true);
      const hrefs = [...post.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? "");
      expect(hrefs.length, post.url).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, post.url).toMatch(/^https:\/\//);
    }
  });

  it("are dated in 2025 or 2026 as UTC instants", () => {
    for (const post of blogPosts) {
      expect(post.date, post.url).toMatch(/^202[56]-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Number.isNaN(Date.parse(post.date)), post.url).toBe(false);
    }
  });

  it("carry tags, alt texts and meta data", () => {
    for (const post of blogPosts) {
      expect(post.tags.length, post.url).toBeGreaterThan(0);
      for (const text of [
        post.photoAlt,
        post.photoPreviewAlt,
        post.authorPhotoAlt,
        post.metaKeywords,
        post.subName,
      ]) {
        expect(text.trim().length, post.url).toBeGreaterThan(0);
      }
      expect(post.metaDescription.length, post.url).toBeLessThanOrEqual(170);
    }
  });
});

describe("landing content", () => {
  it("rates reviews with a whole number from 1 to 5", () => {
    for (const review of reviews) expect([1, 2, 3, 4, 5]).toContain(review.rating);
  });

  it("uses schedule types 0 full-time, 1 part-time and 2 shift", () => {
    for (const vacancy of vacancies) expect([0, 1, 2]).toContain(vacancy.scheduleType);
    expect(new Set(vacancies.map((vacancy) => vacancy.scheduleType)).size).toBe(3);
  });

  it("points banner buttons at a site path or an anchor", () => {
    for (const banner of banners) expect(banner.buttonCommand, banner.slug).toMatch(/^(\/|#)/);
  });

  it("has banners, heroes, reviews and vacancies to show", () => {
    for (const list of [banners, heroes, reviews, vacancies]) expect(list.length).toBeGreaterThanOrEqual(3);
  });
});

describe("products", () => {
  it("number at least thirty in at least five categories", () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((product) => product.categorySlug)).size).toBeGreaterThanOrEqual(5);
  });

  it("reference existing categories, features and applications", () => {
    const categorySlugs = productCategories.map((category) => category.slug);
    const featureSlugs = productFeatures.map((feature) => feature.slug);
    const applicationSlugs = productApplications.map((application) => application.slug);
    for (const product of products) {
      expect(categorySlugs, product.slug).toContain(product.categorySlug);
      expect(product.featureSlugs.length, product.slug).toBeGreaterThan(0);
      expect(product.applicationSlugs.length, product.slug).toBeGreaterThan(0);
      for (const slug of product.featureSlugs) expect(featureSlugs, product.slug).toContain(slug);
      for (const slug of product.applicationSlugs) expect(applicationSlugs, product.slug).toContain(slug);
    }
  });

  it("show an old price only above the current price, and flag offers only when discounted", () => {
    for (const product of products) {
      if (product.oldPrice !== null) expect(product.oldPrice, product.slug).toBeGreaterThan(product.price);
      if (product.isLimitedTimeOffer) expect(product.oldPrice, product.slug).not.toBeNull();
    }
  });

  it("keep at least one visible gallery file each, and some deleted files for the gallery to skip", () => {
    for (const product of products) {
      expect(
        product.files.some((file) => !file.isDeleted),
        product.slug,
      ).toBe(true);
    }
    expect(products.some((product) => product.files.some((file) => file.isDeleted))).toBe(true);
  });

  it("name colours with hex values", () => {
    for (const product of products) {
      expect(product.colors.length, product.slug).toBeGreaterThan(0);
      for (const color of product.colors) expect(color.color, product.slug).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it("have one clear newest arrival and one clear best deal", () => {
    const byNewest = [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(Date.parse(byNewest[0]?.createdAt ?? "")).toBeGreaterThan(
      Date.parse(byNewest[1]?.createdAt ?? ""),
    );
    const discounts = products
      .filter((product) => product.oldPrice !== null)
      .map((product) => ((product.oldPrice ?? 0) - product.price) / (product.oldPrice ?? 1))
      .sort((a, b) => b - a);
    expect(discounts.length).toBeGreaterThan(1);
    expect(discounts[0]).toBeGreaterThan(discounts[1] ?? 0);
  });
});

describe("referral levels", () => {
  it("are Core, Velocity and Zenith with contiguous, growing ranges and discounts", () => {
    expect(referralLevels.map((level) => level.name)).toEqual(["Core", "Velocity", "Zenith"]);
    expect(referralLevels[0]?.minRate).toBe(0);
    referralLevels.forEach((level, index) => {
      expect(level.maxRate, level.name).toBeGreaterThan(level.minRate);
      expect(level.maxRate, level.name).toBeLessThanOrEqual(2_147_483_647);
      const previous = referralLevels[index - 1];
      if (previous) {
        expect(level.minRate, level.name).toBe(previous.maxRate);
        expect(level.discountPercent, level.name).toBeGreaterThan(previous.discountPercent);
      }
    });
  });
});

describe("map filter groups", () => {
  it("cover the groups of the map screen", () => {
    expect(mapFilterGroups.map((group) => group.key).sort()).toEqual([
      "capabilities",
      "driverAmenities",
      "equipment",
      "openingHours",
      "operations",
      "services",
    ]);
  });

  it("split services into core and additional options that match services", () => {
    const serviceSlugs = services.map((service) => service.slug);
    const options = checkboxGroup("services").options;
    expect(options.some((option) => option.section === "core")).toBe(true);
    expect(options.some((option) => option.section === "additional")).toBe(true);
    for (const option of options) expect(serviceSlugs, option.name).toContain(option.matches);
  });

  it("match equipment options to equipment", () => {
    const equipmentSlugs = equipment.map((item) => item.slug);
    for (const option of checkboxGroup("equipment").options)
      expect(equipmentSlugs, option.name).toContain(option.matches);
  });

  it("use option names that are unique within each group", () => {
    for (const group of mapFilterGroups) {
      const names =
        group.kind === "checkbox"
          ? group.options.map((option) => option.name)
          : group.fields.map((field) => field.name);
      expect(duplicates(names), group.key).toEqual([]);
    }
  });

  it("give opening hours a from-to range with an earlier default start", () => {
    const group = mapFilterGroups.find((candidate) => candidate.key === "openingHours");
    expect(group?.kind).toBe("timeRange");
    if (group?.kind !== "timeRange") return;
    const from = group.fields.find((field) => field.name === "from")?.defaultValue ?? "";
    const to = group.fields.find((field) => field.name === "to")?.defaultValue ?? "";
    expect(minutesOf(from)).toBeLessThan(minutesOf(to));
  });
});
