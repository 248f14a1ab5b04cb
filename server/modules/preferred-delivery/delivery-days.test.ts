import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  berlinDateTime,
  earliestPreferredDay,
  easterSunday,
  germanNationalHolidays,
  isAfterCutoff,
  isWorkingDay,
  preferredDays,
  weekdayOf,
  type DayRules,
} from "./delivery-days.ts";

const RULES: DayRules = { cutoffHour: 14, cutoffMinute: 0, excludedWeekdays: [], excludedDates: [] };
const at = (iso: string) => new Date(iso);

describe("easterSunday", () => {
  it.each([
    [1818, "1818-03-22"],
    [1943, "1943-04-25"],
    [2000, "2000-04-23"],
    [2008, "2008-03-23"],
    [2019, "2019-04-21"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i: %s", (year, day) => {
    expect(easterSunday(year)).toBe(day);
    expect(weekdayOf(day)).toBe(0);
  });
});

describe("germanNationalHolidays", () => {
  it("lists the nine nationwide holidays of 2026", () => {
    expect(germanNationalHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-10-03",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("moves Good Friday across the March/April boundary (2027)", () => {
    expect(germanNationalHolidays(2027)).toContain("2027-03-26");
    expect(germanNationalHolidays(2027)).toContain("2027-03-29");
  });
});

describe("isWorkingDay", () => {
  it("counts Monday to Saturday, not Sunday, holidays or excluded days", () => {
    expect(isWorkingDay("2026-11-23", RULES)).toBe(true); // Monday
    expect(isWorkingDay("2026-11-28", RULES)).toBe(true); // Saturday
    expect(isWorkingDay("2026-11-29", RULES)).toBe(false); // Sunday
    expect(isWorkingDay("2026-10-03", RULES)).toBe(false); // Saturday, but German Unity Day
    expect(isWorkingDay("2026-12-24", RULES)).toBe(true); // Christmas Eve is no public holiday
    expect(isWorkingDay("2026-11-28", { ...RULES, excludedWeekdays: [6] })).toBe(false);
    expect(isWorkingDay("2026-11-24", { ...RULES, excludedDates: ["2026-11-24"] })).toBe(false);
  });
});

describe("isAfterCutoff", () => {
  it("turns at the cut-off minute itself, in German time", () => {
    // November is CET (UTC+1).
    expect(isAfterCutoff(at("2026-11-23T12:59:59Z"), RULES)).toBe(false);
    expect(isAfterCutoff(at("2026-11-23T13:00:00Z"), RULES)).toBe(true);
    expect(isAfterCutoff(at("2026-11-23T13:29:00Z"), { ...RULES, cutoffMinute: 30 })).toBe(false);
    expect(isAfterCutoff(at("2026-11-23T13:30:00Z"), { ...RULES, cutoffMinute: 30 })).toBe(true);
  });

  it("follows daylight saving time: 12:30 UTC is before the cut-off in winter, after it in summer", () => {
    expect(isAfterCutoff(at("2026-03-27T12:30:00Z"), RULES)).toBe(false); // Friday, CET: 13:30
    expect(isAfterCutoff(at("2026-03-30T12:30:00Z"), RULES)).toBe(true); // Monday, CEST: 14:30
    expect(isAfterCutoff(at("2026-10-26T12:30:00Z"), RULES)).toBe(false); // back to CET
  });
});

describe("earliestPreferredDay", () => {
  it.each([
    ["Monday before the cut-off: Wednesday", "2026-11-23T09:00:00Z", "2026-11-25"],
    ["Monday at 13:59: still Wednesday", "2026-11-23T12:59:00Z", "2026-11-25"],
    ["Monday at the cut-off: Thursday", "2026-11-23T13:00:00Z", "2026-11-26"],
    ["Friday: Saturday counts, Sunday does not", "2026-11-27T09:00:00Z", "2026-11-30"],
    ["Friday after the cut-off", "2026-11-27T15:00:00Z", "2026-12-01"],
    ["Saturday", "2026-11-28T09:00:00Z", "2026-12-01"],
    ["Sunday", "2026-11-22T09:00:00Z", "2026-11-24"],
    ["00:30 German time is already the next day", "2026-11-23T23:30:00Z", "2026-11-26"],
    ["23:30 UTC in summer is the next German day", "2026-06-29T22:30:00Z", "2026-07-02"],
    ["before Christmas: the 24th counts, the holidays not", "2026-12-23T09:00:00Z", "2026-12-28"],
    ["before Christmas after the cut-off", "2026-12-23T15:00:00Z", "2026-12-29"],
    ["year end: New Year's Day is skipped", "2026-12-30T09:00:00Z", "2027-01-02"],
    ["year end after the cut-off", "2026-12-30T15:00:00Z", "2027-01-04"],
    ["Easter: Good Friday skipped", "2027-03-24T09:00:00Z", "2027-03-27"],
    ["Easter after the cut-off: Easter Monday skipped", "2027-03-24T15:00:00Z", "2027-03-30"],
    ["Whitsun", "2026-05-22T08:00:00Z", "2026-05-26"],
  ])("%s", (_name, instant, expected) => {
    expect(earliestPreferredDay(at(instant), RULES)).toBe(expected);
  });

  it("skips excluded weekdays and dates", () => {
    const noSaturday: DayRules = { ...RULES, excludedWeekdays: [6] };
    expect(earliestPreferredDay(at("2026-11-27T09:00:00Z"), noSaturday)).toBe("2026-12-01");
    const inventory: DayRules = { ...RULES, excludedDates: ["2026-11-24", "2026-11-25"] };
    expect(earliestPreferredDay(at("2026-11-23T09:00:00Z"), inventory)).toBe("2026-11-27");
  });

  it("refuses rules without any working day instead of looping", () => {
    const never: DayRules = { ...RULES, excludedWeekdays: [1, 2, 3, 4, 5, 6] };
    expect(() => earliestPreferredDay(at("2026-11-23T09:00:00Z"), never)).toThrow(/excluded handover days/);
  });
});

describe("preferredDays", () => {
  it("offers the earliest day and the working days after it", () => {
    expect(preferredDays(at("2026-11-26T09:00:00Z"), RULES, 5)).toEqual([
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
    ]);
  });

  const instants = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2099-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  const rules = fc.record({
    cutoffHour: fc.integer({ min: 0, max: 23 }),
    cutoffMinute: fc.integer({ min: 0, max: 59 }),
    excludedWeekdays: fc.subarray([1, 2, 3, 4, 5, 6] as const, { maxLength: 4 }),
    excludedDates: fc.constant([] as string[]),
  });

  it("always answers increasing working days, 2 or 3 working days after the order day", () => {
    fc.assert(
      fc.property(instants, rules, fc.integer({ min: 1, max: 8 }), (instant, dayRules, count) => {
        const days = preferredDays(instant, dayRules, count);
        expect(days).toHaveLength(count);
        const orderDay = berlinDateTime(instant).day;
        const workingDaysAfter = isAfterCutoff(instant, dayRules) ? 3 : 2;
        expect(days[0]).toBe(addWorkingDays(orderDay, workingDaysAfter, dayRules));
        for (const [index, day] of days.entries()) {
          expect(isWorkingDay(day, dayRules)).toBe(true);
          if (index > 0) expect(day > (days[index - 1] as string)).toBe(true);
        }
        // Never more than three weeks out: the worst case of this century, found by trying every
        // day with every set of up to four excluded weekdays, is Christmas 2009 with only Friday
        // and Saturday left (21 days).
        expect(Date.parse(days[0] as string) - Date.parse(orderDay)).toBeLessThanOrEqual(21 * 86_400_000);
      }),
    );
  });
});
