/** What the fee table allows the home page to promise: the counties home delivery and pickup are free to. */
export interface DeliveryPromise {
  counties: number;
  freeHome: string[];
  freePickup: string[];
}

const more = (count: number) => `${count} more ${count === 1 ? 'county' : 'counties'}`;

/**
 * The banner's delivery sentence, true to the fee table: free to every county, free in Nairobi
 * (first, where most orders go) or in the counties that are, else only that the shop delivers to
 * every county. Never "free" where a fee is set.
 */
export function promiseText({ counties, freeHome }: DeliveryPromise): string {
  if (counties > 0 && freeHome.length >= counties) return `Free delivery to all ${counties} counties.`;
  if (freeHome.length === 0) return `Delivery to all ${counties} counties.`;
  const named = freeHome.includes('Nairobi') ? ['Nairobi', ...freeHome.filter((county) => county !== 'Nairobi')] : freeHome;
  if (named.length === 1) return `Free delivery in ${named[0]}.`;
  if (named.length === 2) return `Free delivery in ${named[0]} and ${named[1]}.`;
  return `Free delivery in ${named[0]} and ${more(named.length - 1)}.`;
}
