import type { RequestAccount } from "../../accounts/request-account"
import { earningsMerchant, EARNINGS_FORBIDDEN, MERCHANT_REQUIRED } from "../earnings-access"

const account = (role: RequestAccount["role"], merchantId: string | null = null): RequestAccount => ({
  id: "acc_1",
  customerId: "cus_1",
  authIdentityId: "auth_1",
  role,
  provider: "emailpass",
  merchantId,
})

describe("earningsMerchant", () => {
  it("gives a merchant their own earnings only", () => {
    expect(earningsMerchant(account("ROLE_MERCHANT", "mer_1"), undefined)).toBe("mer_1")
    expect(earningsMerchant(account("ROLE_MERCHANT", "mer_1"), "mer_1")).toBe("mer_1")
    expect(() => earningsMerchant(account("ROLE_MERCHANT", "mer_1"), "mer_2")).toThrow(EARNINGS_FORBIDDEN)
    expect(() => earningsMerchant(account("ROLE_MERCHANT"), undefined)).toThrow(EARNINGS_FORBIDDEN)
  })

  it("lets an admin read the merchant they name, and nobody else anything", () => {
    expect(earningsMerchant(account("ROLE_ADMIN"), "mer_2")).toBe("mer_2")
    expect(() => earningsMerchant(account("ROLE_ADMIN"), undefined)).toThrow(MERCHANT_REQUIRED)
    expect(() => earningsMerchant(account("ROLE_MEMBER"), "mer_1")).toThrow(EARNINGS_FORBIDDEN)
  })
})
