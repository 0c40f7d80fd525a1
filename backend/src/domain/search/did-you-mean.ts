/**
 * "Did you mean": the search with each word replaced by the closest known word (from product
 * and brand names and synonyms) the database found for it; null when no word changed.
 */
export function didYouMean(text: string, closest: ReadonlyMap<string, string>): string | null {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean)
  let changed = false
  const corrected = words.map((word) => {
    const better = closest.get(word)
    if (!better || better === word) return word
    changed = true
    return better
  })
  return changed ? corrected.join(" ") : null
}

/** The words of a search worth correcting: 3 letters or more, lower case, each once. */
export function wordsToCorrect(text: string): string[] {
  return [...new Set(text.trim().toLowerCase().split(/\s+/).filter((word) => word.length >= 3))]
}
