/** Escapes LIKE wildcards so a shopper's text matches literally. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
