import { DEFAULT_SYNONYMS, MAX_ALTERNATIVES, searchAlternatives } from "../synonyms"
import { didYouMean, wordsToCorrect } from "../did-you-mean"

describe("searchAlternatives", () => {
  it("tries the text as typed first, then each synonym either way, as whole words", () => {
    expect(searchAlternatives("Unga 2kg", DEFAULT_SYNONYMS)).toEqual(["Unga 2kg", "maize flour 2kg"])
    expect(searchAlternatives("maize flour", DEFAULT_SYNONYMS)).toEqual(["maize flour", "unga"])
    expect(searchAlternatives("smart TV", DEFAULT_SYNONYMS)).toEqual(["smart TV", "smart television"])
    // Not inside another word.
    expect(searchAlternatives("tvs", DEFAULT_SYNONYMS)).toEqual(["tvs"])
    expect(searchAlternatives("simu ya tv", DEFAULT_SYNONYMS)).toEqual(["simu ya tv", "phone ya tv", "simu ya television"])
  })

  it("tries at most MAX_ALTERNATIVES spellings", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ term: `w${i}`, meaning: `m${i}` }))
    const text = many.map((s) => s.term).join(" ")
    expect(searchAlternatives(text, many)).toHaveLength(MAX_ALTERNATIVES)
  })
})

describe("didYouMean", () => {
  it("puts the closest known word for each typed one, or null when none changed", () => {
    expect(didYouMean("Samsng galaxy", new Map([["samsng", "samsung"]]))).toBe("samsung galaxy")
    expect(didYouMean("galaxy", new Map([["galaxy", "galaxy"]]))).toBeNull()
    expect(wordsToCorrect("a TV Samsng samsng")).toEqual(["samsng"])
  })
})
