import { assertB2cResultSecret, b2cSettings } from "../mpesa-b2c"

const env = (overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  MPESA_CONSUMER_KEY: "key",
  MPESA_CONSUMER_SECRET: "consumer-secret",
  MPESA_SHORTCODE: "174379",
  MPESA_PASSKEY: "passkey",
  MPESA_CALLBACK_BASE_URL: "https://shop.example/",
  MPESA_CALLBACK_SECRET: "stk-secret",
  MPESA_B2C_SHORTCODE: "600000",
  MPESA_B2C_INITIATOR: "testapi",
  MPESA_B2C_SECURITY_CREDENTIAL: "credential",
  MPESA_B2C_RESULT_SECRET: "b2c-secret",
  ...overrides,
})

describe("M-Pesa B2C settings: the result hooks have a secret of their own", () => {
  it("builds the result, timeout and status URLs with MPESA_B2C_RESULT_SECRET, never the STK callback's", () => {
    const settings = b2cSettings(env())!
    expect([settings.resultUrl, settings.queueTimeoutUrl, settings.statusResultUrl]).toEqual([
      "https://shop.example/hooks/payouts/b2c-secret/result",
      "https://shop.example/hooks/payouts/b2c-secret/timeout",
      "https://shop.example/hooks/payouts/b2c-secret/status",
    ])
    expect(settings.callbackUrl).toBe("https://shop.example/hooks/daraja/stk-secret")
  })

  it("is off (payouts by M-Pesa refused) without a result secret, or with the STK callback's", () => {
    expect(b2cSettings(env({ MPESA_B2C_RESULT_SECRET: undefined }))).toBeNull()
    expect(b2cSettings(env({ MPESA_B2C_RESULT_SECRET: " stk-secret " }))).toBeNull()
  })

  it("production refuses to start with B2C set up but no result secret of its own", () => {
    const production = (overrides: NodeJS.ProcessEnv) => () => assertB2cResultSecret(env({ NODE_ENV: "production", ...overrides }))
    expect(production({ MPESA_B2C_RESULT_SECRET: "" })).toThrow("MPESA_B2C_RESULT_SECRET must be set in production")
    expect(production({ MPESA_B2C_RESULT_SECRET: "stk-secret" })).toThrow("different from MPESA_CALLBACK_SECRET")
    expect(production({})).not.toThrow()
    expect(production({ MPESA_B2C_SHORTCODE: undefined, MPESA_B2C_RESULT_SECRET: undefined })).not.toThrow()
    expect(() => assertB2cResultSecret(env({ NODE_ENV: "development", MPESA_B2C_RESULT_SECRET: undefined }))).not.toThrow()
  })
})
