/** Spec §3: the query string's email, the value after the equals sign. */
export const emailFromSearch = (search: string): string => new URLSearchParams(search).get('email') ?? '';
