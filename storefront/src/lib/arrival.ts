/** The days an order arrives between: calendar days `YYYY-MM-DD` in the shop's time zone. */
export interface ArrivalDays {
  from: string;
  to: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayName = (date: Date) => `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()}`;
const monthName = (date: Date) => MONTHS[date.getUTCMonth()];

/**
 * "Arrives Tue 3 – Wed 4 Dec", "Arrives Sat 30 Nov – Tue 3 Dec", "Arrives Tue 3 Dec" (the backend's
 * `arrivalText` is its twin). The dates are already the shop's calendar days, so no time zone applies.
 */
export function arrivalText({ from, to }: ArrivalDays): string {
  const start = asUtc(from);
  const end = asUtc(to);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '';
  if (from === to) return `Arrives ${dayName(end)} ${monthName(end)}`;
  const sameMonth = start.getUTCMonth() === end.getUTCMonth() && start.getUTCFullYear() === end.getUTCFullYear();
  return `Arrives ${dayName(start)}${sameMonth ? '' : ` ${monthName(start)}`} – ${dayName(end)} ${monthName(end)}`;
}
