/** Price as the spec shows it: `Kes.{price}`, decimals only when the number has them. */
export function formatPrice(price: number): string {
  const value = Number.isFinite(price) ? Number(price.toFixed(2)) : 0;
  return `Kes.${value}`;
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

// Made on first use: building a date format loads locale data, which would otherwise hold up
// the start of every page, most of which show no date.
let longDate: Intl.DateTimeFormat | undefined;
const longDateFormat = () =>
  (longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

/** Date in English (US) long format, UTC (spec §2): "March 5, 2025". Empty for an invalid date. */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDateFormat().format(date);
}

/** Cart total as the cart drawer shows it: `Kes. {total}` with a space and 2 decimals. */
export function formatCartTotal(total: number): string {
  return `Kes. ${(Number.isFinite(total) ? total : 0).toFixed(2)}`;
}

/** The switch help of a category or brand (spec §4): its products follow it when disabled. */
export const cascadeHelp = (name: string): string => `Disabling ${name} will also disable all ${name} products.`;
