import { DEFAULT_PROMPT_LIMITS, promptLimits, rateLimitPoints } from "../abuse-limits"

describe("prompt and sign-up limits from the environment (issue 48, item 8)", () => {
  it("defaults when unset, non-numeric or not positive", () => {
    expect(promptLimits({})).toEqual(DEFAULT_PROMPT_LIMITS)
    expect(promptLimits({ MPESA_MAX_OPEN_PROMPTS: "lots", MPESA_MAX_HELD_UNITS: "0", MPESA_MAX_OPEN_PROMPTS_PER_ADDRESS: "-3" })).toEqual(DEFAULT_PROMPT_LIMITS)
    expect(rateLimitPoints("registerByAddress", 100, { REGISTER_MAX_PER_ADDRESS: " " })).toBe(100)
  })

  it("takes whole numbers that are set", () => {
    expect(promptLimits({ MPESA_MAX_OPEN_PROMPTS: "1", MPESA_MAX_HELD_UNITS: "7.9", MPESA_MAX_OPEN_PROMPTS_PER_ADDRESS: "50", MPESA_MAX_HELD_UNITS_PER_ADDRESS: "500" })).toEqual({
      openPrompts: 1,
      heldUnits: 7,
      openPromptsPerAddress: 50,
      heldUnitsPerAddress: 500,
    })
    expect(rateLimitPoints("mpesaPromptByPhone", 5, { MPESA_PROMPTS_PER_PHONE: "2" })).toBe(2)
    expect(rateLimitPoints("loginByEmail", 5, { REGISTER_MAX_PER_ADDRESS: "2" })).toBe(5)
  })
})
