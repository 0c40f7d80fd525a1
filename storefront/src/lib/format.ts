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
