/**
 * How much one caller may have waiting on M-Pesa at once (issue 48, item 8): open (Pending) prompts
 * and the units they hold, counted per account, per paying phone and per client address, so that no
 * one holds a product's stock with prompts nobody answers, nor rings strangers' phones without end.
 */
export type PromptLimits = {
  /** Open prompts per account, and per paying phone. */
  openPrompts: number
  /** Units held for open prompts per account, and per paying phone. */
  heldUnits: number
  openPromptsPerAddress: number
  heldUnitsPerAddress: number
}

/** What is open now: prompts and the units they hold. */
export type PromptLoad = { prompts: number; units: number }
/** Per account, per phone and (when known) per client address. */
export type PromptLoads = { account: PromptLoad; phone: PromptLoad; address: PromptLoad | null }

export const PROMPT_LIMIT_MESSAGES = {
  cartTooBig: (units: number) =>
    `An M-Pesa payment can hold at most ${units} items. Please order fewer items at a time or choose pay on delivery.`,
  accountBusy:
    "You already have M-Pesa payments waiting. Please finish them on your phone, or wait a few minutes for them to expire, then try again.",
  phoneBusy: "This phone already has M-Pesa payments waiting. Please finish them on the phone, or wait a few minutes, then try again.",
  addressBusy: "Too many M-Pesa payments are waiting from your network. Please try again in a few minutes or choose pay on delivery.",
  tooManyHeld: (units: number) =>
    `Your M-Pesa payments waiting already hold items; together they may hold at most ${units}. Please finish them on your phone, or wait a few minutes, then try again.`,
} as const

export type PromptRefusal = { status: 400 | 429; message: string }

/** Why one more prompt holding `units` is refused (400: never possible as it is; 429: wait), or null. */
export function promptLimitRefusal(loads: PromptLoads, units: number, limits: PromptLimits): PromptRefusal | null {
  if (units > limits.heldUnits) return { status: 400, message: PROMPT_LIMIT_MESSAGES.cartTooBig(limits.heldUnits) }
  const wait = (message: string): PromptRefusal => ({ status: 429, message })
  if (loads.account.prompts >= limits.openPrompts) return wait(PROMPT_LIMIT_MESSAGES.accountBusy)
  if (loads.phone.prompts >= limits.openPrompts) return wait(PROMPT_LIMIT_MESSAGES.phoneBusy)
  if (loads.address && loads.address.prompts >= limits.openPromptsPerAddress) return wait(PROMPT_LIMIT_MESSAGES.addressBusy)
  if (loads.account.units + units > limits.heldUnits || loads.phone.units + units > limits.heldUnits) {
    return wait(PROMPT_LIMIT_MESSAGES.tooManyHeld(limits.heldUnits))
  }
  if (loads.address && loads.address.units + units > limits.heldUnitsPerAddress) return wait(PROMPT_LIMIT_MESSAGES.addressBusy)
  return null
}

/** The locks a prompt's limits are checked under: one per account, phone and address, so two prompts of one of them queue. */
export const promptLimitLocks = (customerId: string, phone: string, clientIp: string | null) => [
  `mpesa-prompts:account:${customerId}`,
  `mpesa-prompts:phone:${phone}`,
  ...(clientIp ? [`mpesa-prompts:address:${clientIp}`] : []),
]
