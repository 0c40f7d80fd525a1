/** The counties most shoppers live in, offered first in every county list (then the rest A–Z). */
export const FIRST_COUNTIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Kiambu'] as const;

const rankOf = (name: string): number => {
  const index = (FIRST_COUNTIES as readonly string[]).indexOf(name);
  return index === -1 ? FIRST_COUNTIES.length : index;
};

/**
 * Counties in the order the shop lists them: Nairobi, Mombasa, Kisumu, Nakuru and Kiambu first,
 * then the others alphabetically (a native select's type-ahead then finds any of them by its first letters).
 */
export function inShopOrder<T extends { name: string }>(counties: readonly T[]): T[] {
  return [...counties].sort((a, b) => rankOf(a.name) - rankOf(b.name) || a.name.localeCompare(b.name, 'en'));
}
