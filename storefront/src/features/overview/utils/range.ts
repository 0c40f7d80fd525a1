import { SHOP_TIME_ZONE } from '@/lib/format';

/** An export's days, both included, YYYY-MM-DD in the shop's time zone. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The export API's longest range: `to` − `from` at most 366 days. */
export const MAX_RANGE_DAYS = 366;

/** `now`'s date in the shop's time zone, YYYY-MM-DD. */
export const shopDay = (now = new Date(), timeZone = SHOP_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last 30 days, today included: the export's default. */
export const last30Days = (now = new Date()): DayRange => {
  const today = shopDay(now);
  return { from: addDays(today, -29), to: today };
};

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Why a range cannot be exported (the API's rules), or null. */
export function rangeError({ from, to }: DayRange): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both dates.';
  if (to < from) return 'The last day must not be before the first.';
  if (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > MAX_RANGE_DAYS * DAY_MS) return 'An export covers at most 366 days.';
  return null;
}
