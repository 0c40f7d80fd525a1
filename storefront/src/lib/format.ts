// Made on first use, like the date format below.
let wholeShillings: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/**
 * Money as the shop writes it everywhere: `Kes. 15,649`, thousands separated, two decimals only
 * where there are cents (`Kes. 1,535.60`). The spec writes `Kes.{price}`; docs/differences.md
 * says why the shop does not.
 */
export function formatPrice(price: number): string {
  // Whole cents, so floating point noise (0.1 + 0.2) never shows; `|| 0` turns -0 into 0.
  const cents = Number.isFinite(price) ? Math.round(price * 100) || 0 : 0;
  const format =
    cents % 100 === 0
      ? (wholeShillings ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }))
      : (withCents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return `Kes. ${format.format(cents / 100)}`;
}

/** Average rating to one decimal, e.g. 4 → "4.0". */
export function formatRating(rating: number): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(1);
}

/** "home-and-garden" → "Home And Garden", for titles when only a slug is known. */
export function titleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The shop's time zone (SHOP_TIME_ZONE at build time, default Africa/Nairobi): every date shows in it. */
export const SHOP_TIME_ZONE: string = __SHOP_TIME_ZONE__;

// Made on first use: building a date format loads locale data, which would otherwise hold up
// the start of every page, most of which show no date.
const longDates = new Map<string, Intl.DateTimeFormat>();
const longDateFormat = (timeZone: string) => {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
    longDates.set(timeZone, format);
  }
  return format;
};

/**
 * Date in English (US) long format in the shop's time zone: "March 5, 2025". An order placed at
 * 01:00 in Nairobi is dated that day (the spec says UTC, which would date it the day before).
 * Empty for an invalid date.
 */
export function formatDate(value: string | number | Date, timeZone = SHOP_TIME_ZONE): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDateFormat(timeZone).format(date);
}

/** The switch help of a category or brand (spec §4): its products follow it when disabled. */
export const cascadeHelp = (name: string): string => `Disabling ${name} will also disable all ${name} products.`;
