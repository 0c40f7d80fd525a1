import { PROMPT_LIMIT_MESSAGES, promptLimitLocks, promptLimitRefusal, type PromptLoads } from "../prompt-limits"

const LIMITS = { openPrompts: 2, heldUnits: 5, openPromptsPerAddress: 4, heldUnitsPerAddress: 10 }
const none = { prompts: 0, units: 0 }
const loads = (over: Partial<PromptLoads> = {}): PromptLoads => ({ account: none, phone: none, address: none, ...over })

describe("bounds on open M-Pesa prompts (issue 48, item 8)", () => {
  it("lets a prompt through while every bound has room", () => {
    expect(promptLimitRefusal(loads(), 5, LIMITS)).toBeNull()
    expect(promptLimitRefusal(loads({ account: { prompts: 1, units: 3 }, phone: { prompts: 1, units: 3 } }), 2, LIMITS)).toBeNull()
    expect(promptLimitRefusal(loads({ address: null }), 1, LIMITS)).toBeNull()
  })

  it("refuses a cart that could never be held (400) before anything that passes with time (429)", () => {
    expect(promptLimitRefusal(loads({ account: { prompts: 9, units: 9 } }), 6, LIMITS)).toEqual({ status: 400, message: PROMPT_LIMIT_MESSAGES.cartTooBig(5) })
  })

  it("bounds open prompts per account, per phone and per address", () => {
    expect(promptLimitRefusal(loads({ account: { prompts: 2, units: 0 } }), 1, LIMITS)).toEqual({ status: 429, message: PROMPT_LIMIT_MESSAGES.accountBusy })
    expect(promptLimitRefusal(loads({ phone: { prompts: 2, units: 0 } }), 1, LIMITS)).toEqual({ status: 429, message: PROMPT_LIMIT_MESSAGES.phoneBusy })
    expect(promptLimitRefusal(loads({ address: { prompts: 4, units: 0 } }), 1, LIMITS)).toEqual({ status: 429, message: PROMPT_LIMIT_MESSAGES.addressBusy })
  })

  it("bounds the units held per account, per phone and per address, counting the new cart's", () => {
    const tooMany = { status: 429, message: PROMPT_LIMIT_MESSAGES.tooManyHeld(5) }
    expect(promptLimitRefusal(loads({ account: { prompts: 1, units: 4 } }), 2, LIMITS)).toEqual(tooMany)
    expect(promptLimitRefusal(loads({ phone: { prompts: 1, units: 4 } }), 2, LIMITS)).toEqual(tooMany)
    expect(promptLimitRefusal(loads({ address: { prompts: 3, units: 9 } }), 2, LIMITS)).toEqual({ status: 429, message: PROMPT_LIMIT_MESSAGES.addressBusy })
  })

  it("locks the account, the phone and the address (when known)", () => {
    expect(promptLimitLocks("cus_1", "+254712000001", "10.0.0.1")).toEqual([
      "mpesa-prompts:account:cus_1",
      "mpesa-prompts:phone:+254712000001",
      "mpesa-prompts:address:10.0.0.1",
    ])
    expect(promptLimitLocks("cus_1", "+254712000001", null)).toHaveLength(2)
  })
})
