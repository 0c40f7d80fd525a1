/**
 * Spec §2: the query string's email, "the value after the equals sign", taken as it is written:
 * percent-escapes are decoded but a `+` stays a `+` (`a+b@example.com` is a valid address, and
 * the invitation link carries it unescaped). URLSearchParams would read it as a space.
 */
export function emailFromSearch(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const pair = query.split('&').find((part) => part.startsWith('email='));
  if (pair === undefined) return '';
  const raw = pair.slice('email='.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // malformed escape: show what the link says
  }
}
