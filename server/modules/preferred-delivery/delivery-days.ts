/**
 * The calendar of DHL preferred-day delivery (docs/glossary.md, storefront spec §§5 and 9): the earliest
 * preferred day is the order day plus 2 working days, plus 3 after the cut-off time. Days are
 * calendar days in Germany (YYYY-MM-DD); the cut-off is a wall-clock time in Europe/Berlin, so
 * the instant it falls on moves with daylight saving time.
 */

/** 0 = Sunday ... 6 = Saturday, like Date.getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CalendarRules = {
  /** Weekdays the shop hands no parcels over to DHL. */
  excludedWeekdays: readonly Weekday[];
  /** Single days (YYYY-MM-DD) the shop hands no parcels over, e.g. inventory or company holidays. */
  excludedDates: readonly string[];
};

export type DayRules = CalendarRules & { cutoffHour: number; cutoffMinute: number };

const DAY_MS = 86_400_000;

const berlinClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The German calendar day and wall-clock time of an instant. */
export function berlinDateTime(instant: Date): { day: string; hour: number; minute: number } {
  const parts = Object.fromEntries(berlinClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** Day arithmetic on UTC midnights: calendar days have no time zone, so no DST can shift them. */
function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS);
}

export function weekdayOf(day: string): Weekday {
  return new Date(toUtc(day)).getUTCDay() as Weekday;
}

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/**
 * The public holidays of all German states (bundesweite Feiertage). Regional ones (e.g.
 * Epiphany, Corpus Christi) are left out: DHL delivers on them in the rest of the country,
 * and a shop in one state can list its own under excludedDates.
 */
export function germanNationalHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  return [
    fixed("01-01"), // Neujahr
    addDays(easter, -2), // Karfreitag
    addDays(easter, 1), // Ostermontag
    fixed("05-01"), // Tag der Arbeit
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    fixed("10-03"), // Tag der Deutschen Einheit
    fixed("12-25"), // 1. Weihnachtstag
    fixed("12-26"), // 2. Weihnachtstag
  ].sort();
}

const holidayCache = new Map<number, Set<string>>();
function isNationalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(germanNationalHolidays(year));
    holidayCache.set(year, holidays);
  }
  return holidays.has(day);
}

/** DHL delivers Monday to Saturday; not on national holidays nor on the shop's excluded days. */
export function isWorkingDay(day: string, rules: CalendarRules): boolean {
  const weekday = weekdayOf(day);
  return (
    weekday !== 0 &&
    !rules.excludedWeekdays.includes(weekday) &&
    !rules.excludedDates.includes(day) &&
    !isNationalHoliday(day)
  );
}

/** The `count`-th working day after `day` (day itself never counts). */
export function addWorkingDays(day: string, count: number, rules: CalendarRules): string {
  let current = day;
  let left = count;
  // Rules that exclude every weekday would loop forever; a year without a working day is a setting error.
  for (let guard = 0; left > 0; guard += 1) {
    if (guard > 366) throw new Error("no working day within a year: check the excluded handover days");
    current = addDays(current, 1);
    if (isWorkingDay(current, rules)) left -= 1;
  }
  return current;
}

/** At or after the cut-off minute the order counts as late: one working day more. */
export function isAfterCutoff(instant: Date, rules: Pick<DayRules, "cutoffHour" | "cutoffMinute">): boolean {
  const { hour, minute } = berlinDateTime(instant);
  return hour * 60 + minute >= rules.cutoffHour * 60 + rules.cutoffMinute;
}

/** The earliest day a shopper may choose for an order placed at `instant`. */
export function earliestPreferredDay(instant: Date, rules: DayRules): string {
  const { day } = berlinDateTime(instant);
  return addWorkingDays(day, isAfterCutoff(instant, rules) ? 3 : 2, rules);
}

/** The earliest preferred day and the working days after it: `count` days in all. */
export function preferredDays(instant: Date, rules: DayRules, count: number): string[] {
  const days: string[] = [];
  let day = earliestPreferredDay(instant, rules);
  while (days.length < count) {
    days.push(day);
    day = addWorkingDays(day, 1, rules);
  }
  return days;
}
