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
