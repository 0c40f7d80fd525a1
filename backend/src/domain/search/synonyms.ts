/** A word or phrase shoppers type and what the catalogue calls it ("unga" → "maize flour"); it works both ways. */
export type Synonym = { term: string; meaning: string }

/** The synonyms every new shop starts with (the admin adds and removes them: /api/search/synonym). */
export const DEFAULT_SYNONYMS: readonly Synonym[] = [
  { term: "unga", meaning: "maize flour" },
  { term: "simu", meaning: "phone" },
  { term: "tv", meaning: "television" },
  { term: "sufuria", meaning: "cooking pot" },
  { term: "jiko", meaning: "stove" },
  { term: "mafuta", meaning: "cooking oil" },
  { term: "sukari", meaning: "sugar" },
  { term: "mchele", meaning: "rice" },
  { term: "maziwa", meaning: "milk" },
  { term: "sabuni", meaning: "soap" },
  { term: "viatu", meaning: "shoes" },
  { term: "nguo", meaning: "clothes" },
  { term: "kikapu", meaning: "basket" },
  { term: "taa", meaning: "lamp" },
]

/** How many spellings one search tries: the text as typed and at most this many less one rewordings. */
export const MAX_ALTERNATIVES = 6

/** Lower case, single spaces: how a synonym is stored and compared. */
export const normalizeSynonym = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ")

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** `phrase` as whole words of `text` (both normalized), e.g. "tv" in "smart tv 43" but not in "tvs". */
function wholeWords(phrase: string) {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase)}(?=$|[^\\p{L}\\p{N}])`, "gu")
}

/**
 * The spellings a search also tries: the text as typed first, then the text with each synonym
 * (either side) put for the other, e.g. "unga 2kg" → ["unga 2kg", "maize flour 2kg"]. At most
 * MAX_ALTERNATIVES, without repeats (compared in lower case).
 */
export function searchAlternatives(text: string, synonyms: readonly Synonym[]): string[] {
  const typed = text.trim()
  const lower = normalizeSynonym(typed)
  const seen = new Set([lower])
  const alternatives = [typed]
  for (const { term, meaning } of synonyms) {
    for (const [from, to] of [
      [term, meaning],
      [meaning, term],
    ]) {
      if (alternatives.length >= MAX_ALTERNATIVES) return alternatives
      const pattern = wholeWords(normalizeSynonym(from))
      if (!pattern.test(lower)) continue
      const reworded = lower.replace(pattern, (_match, before: string) => `${before}${normalizeSynonym(to)}`)
      if (!seen.has(reworded)) {
        seen.add(reworded)
        alternatives.push(reworded)
      }
    }
  }
  return alternatives
}
