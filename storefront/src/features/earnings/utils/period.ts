import { SHOP_TIME_ZONE } from '@/lib/format';

/** A statement's period as the merchant picks it: both days included, YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in the shop's time zone, YYYY-MM-DD. */
export const shopToday = (now = new Date(), timeZone = SHOP_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(now);

/** The month `today` falls in: its first and last day. */
export function monthOf(today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `day` (YYYY-MM-DD) starts in the shop's time zone, as ISO 8601: the statement's
 * days are the shop's days, as every date on the page is (a sale at 01:00 in Nairobi on the
 * 1st belongs to that month, not the one before).
 */
export function dayStart(day: string, timeZone = SHOP_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const first = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffset(first, timeZone)).toISOString();
}

/** The day after `day` (YYYY-MM-DD): the API's `to` is exclusive, the form's last day is included. */
export const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Why a period cannot be asked for (the API takes at most 366 days, `to` after `from`), or null. */
export function periodError({ from, to }: Period): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both dates.';
  if (to < from) return 'The last day must not be before the first.';
  if (Date.parse(`${dayAfter(to)}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) > 366 * DAY_MS) return 'A statement covers at most 366 days.';
  return null;
}
