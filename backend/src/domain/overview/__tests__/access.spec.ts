import type { RequestAccount } from "../../accounts/request-account"
import { exportMerchant, overviewMerchant } from "../access"

const account = (role: RequestAccount["role"], merchantId: string | null = null): RequestAccount => ({
  id: "acct_1",
  customerId: "cus_1",
  authIdentityId: "auth_1",
  role,
  provider: "email",
  merchantId,
})

describe("whose overview", () => {
  it("gives a merchant its own figures, and refuses another merchant's id", () => {
    expect(overviewMerchant(account("ROLE_MERCHANT", "mer_a"), undefined)).toBe("mer_a")
    expect(overviewMerchant(account("ROLE_MERCHANT", "mer_a"), "mer_a")).toBe("mer_a")
    expect(() => overviewMerchant(account("ROLE_MERCHANT", "mer_a"), "mer_b")).toThrow("You may only see your own brand's figures.")
    expect(() => overviewMerchant(account("ROLE_MERCHANT", null), undefined)).toThrow()
  })

  it("gives an admin the shop, or the merchant it names; a member nothing", () => {
    expect(overviewMerchant(account("ROLE_ADMIN"), undefined)).toBeNull()
    expect(overviewMerchant(account("ROLE_ADMIN"), "mer_b")).toBe("mer_b")
    expect(() => overviewMerchant(account("ROLE_MEMBER"), undefined)).toThrow()
    expect(exportMerchant(account("ROLE_ADMIN"))).toBeNull()
    expect(exportMerchant(account("ROLE_MERCHANT", "mer_a"))).toBe("mer_a")
  })
})
