import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOUR_LABELS } from "../time/hour-labels";
import {
  DEFAULT_ORDER_LIST_QUERY,
  isIsoDate,
  parseOrderListQuery,
  resolveDateTo,
  toOrderListRequest,
  toOrderListSearchParams,
  type OrderListQuery,
  type ResolvedOrderListQuery,
} from "./order-list-query";

const defaults: ResolvedOrderListQuery = {
  page: 0,
  limit: 7,
  search: null,
  hubId: null,
  serviceId: null,
  dateFrom: null,
  dateTo: null,
  timeFromHour: null,
  timeToHour: null,
  sortBy: "date",
  order: "desc",
};

describe("isIsoDate", () => {
  it.each([
    ["2025-03-01", true],
    ["2024-02-29", true],
    ["2025-02-29", false],
    ["1900-02-29", false],
    ["2000-02-29", true],
    ["2025-13-01", false],
    ["2025-04-31", false],
    ["2025-4-1", false],
    ["03-01-2025", false],
  ])("accepts only real YYYY-MM-DD dates (%s → %s)", (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe("resolveDateTo", () => {
  it.each([
    ["2025-03-01", undefined, "2025-03-01"],
    ["2025-03-01", "2025-03-09", "2025-03-09"],
    [undefined, "2025-03-09", "2025-03-09"],
    [undefined, undefined, null],
  ])("derives dateTo from dateFrom when only dateFrom is set (%s, %s → %s)", (from, to, expected) => {
    expect(resolveDateTo(from, to)).toBe(expected);
  });
});

describe("toOrderListSearchParams", () => {
  it("sends only page, limit and sort for an unfiltered query", () => {
    expect(toOrderListSearchParams(DEFAULT_ORDER_LIST_QUERY)).toEqual({
      page: "0",
      limit: "7",
      sortBy: "date",
      order: "desc",
    });
  });

  it("sends every filter, derives dateTo and maps hour labels to 0–23", () => {
    expect(
      toOrderListSearchParams({
        page: 2,
        limit: 7,
        search: "  FB-1001 ",
        hubId: 3,
        serviceId: 5,
        dateFrom: "2025-03-01",
        timeFrom: "12 AM",
        timeTo: "11 PM",
        sortBy: "fbNumber",
        order: "asc",
      }),
    ).toEqual({
      page: "2",
      limit: "7",
      search: "FB-1001",
      hubId: "3",
      serviceId: "5",
      dateFrom: "2025-03-01",
      dateTo: "2025-03-01",
      timeFrom: "0",
      timeTo: "23",
      sortBy: "fbNumber",
      order: "asc",
    });
  });

  it.each([
    ["7 AM", "7"],
    ["12 PM", "12"],
    ["1 PM", "13"],
  ])("maps the hour label %s to %s", (label, hour) => {
    expect(toOrderListSearchParams({ ...DEFAULT_ORDER_LIST_QUERY, timeFrom: label }).timeFrom).toBe(hour);
  });

  it("leaves out blank search and time", () => {
    const params = toOrderListSearchParams({ ...DEFAULT_ORDER_LIST_QUERY, search: "  ", timeFrom: "" });
    expect(params).not.toHaveProperty("search");
    expect(params).not.toHaveProperty("timeFrom");
  });

  it("rejects an unknown hour label", () => {
    expect(() => toOrderListSearchParams({ ...DEFAULT_ORDER_LIST_QUERY, timeTo: "25 PM" })).toThrow(
      'timeTo must be an hour label from "12 AM" to "11 PM", got "25 PM"',
    );
  });
});

describe("parseOrderListQuery", () => {
  it("fills defaults when nothing is given", () => {
    expect(parseOrderListQuery({})).toEqual({ ok: true, query: defaults });
  });

  it("reads URLSearchParams-like pairs and derives dateTo", () => {
    const pairs: [string, string][] = [
      ["page", "3"],
      ["limit", "20"],
      ["search", "FB-1"],
      ["hubId", "2"],
      ["serviceId", "4"],
      ["dateFrom", "2025-03-01"],
      ["timeFrom", "7"],
      ["timeTo", "16"],
      ["sortBy", "fbNumber"],
      ["order", "asc"],
      ["utm_source", "ignored"],
    ];
    expect(parseOrderListQuery(pairs)).toEqual({
      ok: true,
      query: {
        page: 3,
        limit: 20,
        search: "FB-1",
        hubId: 2,
        serviceId: 4,
        dateFrom: "2025-03-01",
        dateTo: "2025-03-01",
        timeFromHour: 7,
        timeToHour: 16,
        sortBy: "fbNumber",
        order: "asc",
      },
    });
  });

  it("accepts numbers from an already coerced query object and treats blanks as absent", () => {
    expect(parseOrderListQuery({ page: 1, limit: 9, search: "", hubId: undefined })).toEqual({
      ok: true,
      query: { ...defaults, page: 1, limit: 9 },
    });
  });

  it.each([
    [{ page: "-1" }, "page", 'page must be a whole number of at least 0, got "-1"'],
    [{ page: "1.5" }, "page", 'page must be a whole number of at least 0, got "1.5"'],
    [{ limit: "0" }, "limit", 'limit must be a whole number from 1 to 100, got "0"'],
    [{ limit: "101" }, "limit", 'limit must be a whole number from 1 to 100, got "101"'],
    [{ hubId: "abc" }, "hubId", 'hubId must be a positive whole number, got "abc"'],
    [{ serviceId: "0" }, "serviceId", 'serviceId must be a positive whole number, got "0"'],
    [
      { dateFrom: "2025-02-30" },
      "dateFrom",
      'dateFrom must be a calendar date written YYYY-MM-DD, got "2025-02-30"',
    ],
    [{ dateFrom: "2025-03-09", dateTo: "2025-03-01" }, "dateTo", "dateTo must not be before dateFrom"],
    [{ timeFrom: "24" }, "timeFrom", 'timeFrom must be an hour from 0 to 23, got "24"'],
    [{ timeFrom: "10", timeTo: "9" }, "timeTo", "timeTo must not be before timeFrom"],
    [{ sortBy: "price" }, "sortBy", 'sortBy must be date or fbNumber, got "price"'],
    [{ order: "up" }, "order", 'order must be asc or desc, got "up"'],
    [{ search: "x".repeat(201) }, "search", "search must be at most 200 characters"],
    [{ sortBy: ["date", "fbNumber"] }, "sortBy", "sortBy must be given at most once"],
  ])("rejects %o with a message for %s", (params, field, message) => {
    expect(parseOrderListQuery(params)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it("reports every invalid field at once", () => {
    const result = parseOrderListQuery({ page: "x", limit: "x", order: "x" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual(["page", "limit", "order"]);
  });

  const day = fc
    .record({
      year: fc.integer({ min: 2000, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ year, month, day: dayOfMonth }) =>
        `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`,
    );
  const query: fc.Arbitrary<OrderListQuery> = fc
    .record(
      {
        page: fc.nat(1000),
        limit: fc.integer({ min: 1, max: 100 }),
        search: fc.string({ maxLength: 20 }),
        hubId: fc.integer({ min: 1, max: 10_000 }),
        serviceId: fc.integer({ min: 1, max: 10_000 }),
        dateFrom: day,
        hours: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 })),
        sortBy: fc.constantFrom("date" as const, "fbNumber" as const),
        order: fc.constantFrom("asc" as const, "desc" as const),
      },
      { requiredKeys: ["page", "limit", "sortBy", "order"] },
    )
    .map(({ hours, ...rest }) => {
      if (!hours) return rest;
      const [from, to] = [Math.min(...hours), Math.max(...hours)];
      return { ...rest, timeFrom: HOUR_LABELS[from], timeTo: HOUR_LABELS[to] };
    });

  it("reads back whatever toOrderListSearchParams builds", () => {
    fc.assert(
      fc.property(query, (built) => {
        const result = parseOrderListQuery(Object.entries(toOrderListSearchParams(built)));
        expect(result).toEqual({
          ok: true,
          query: {
            page: built.page,
            limit: built.limit,
            search: built.search?.trim() || null,
            hubId: built.hubId ?? null,
            serviceId: built.serviceId ?? null,
            dateFrom: built.dateFrom ?? null,
            dateTo: built.dateFrom ?? null,
            timeFromHour: built.timeFrom ? HOUR_LABELS.indexOf(built.timeFrom) : null,
            timeToHour: built.timeTo ? HOUR_LABELS.indexOf(built.timeTo) : null,
            sortBy: built.sortBy,
            order: built.order,
          },
        });
      }),
    );
  });
});

describe("toOrderListRequest", () => {
  it("sends numbers as numbers, hour labels as 0-23 and dateTo derived from dateFrom, leaving empty filters out", () => {
    expect(
      toOrderListRequest({
        page: 2,
        limit: 7,
        search: "  ",
        hubId: 3,
        dateFrom: "2026-05-01",
        timeFrom: "7 AM",
        timeTo: "12 PM",
        sortBy: "date",
        order: "desc",
      }),
    ).toEqual({
      page: 2,
      limit: 7,
      hubId: 3,
      dateFrom: "2026-05-01",
      dateTo: "2026-05-01",
      timeFrom: 7,
      timeTo: 12,
      sortBy: "date",
      order: "desc",
    });
  });
});
