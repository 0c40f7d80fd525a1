import { closedPrefixes, isClosedPath } from "../server-gate"
import { gateSettings } from "../../config/server-gate"

describe("isClosedPath: what the HTTP server's gate answers 404 before Medusa sees it", () => {
  const prefixes = closedPrefixes(gateSettings({}))

  it("closes Medusa's /auth routes but Medusa Admin's, however the path is spelled", () => {
    const closed: [string, string][] = [
      ["POST", "/auth/customer/emailpass"],
      ["POST", "/auth/customer/emailpass/register"],
      ["POST", "/auth/seller/emailpass/register"],
      ["POST", "/AUTH/Customer/emailpass"],
      ["POST", "/auth/%63ustomer/emailpass"],
      ["POST", "/auth/User/emailpass"],
      ["POST", "/auth/%75ser/emailpass"],
      ["POST", "/Auth/user/emailpass"],
      ["POST", "/auth/user/emailpass/"],
      ["GET", "/auth/user/emailpass"],
      ["POST", "/auth/user/emailpass/reset-password"],
      ["POST", "/auth/user/emailpass/update"],
      ["POST", "/auth/emailpass/user"],
      ["POST", "/auth/verification/confirm"],
      ["GET", "/auth"],
    ]
    for (const [method, url] of closed) expect({ method, url, closed: isClosedPath(url, prefixes, method) }).toEqual({ method, url, closed: true })
  })

  it("lets Medusa Admin's sign-in, invited sign-up, session, refresh and MFA through", () => {
    const open: [string, string][] = [
      ["POST", "/auth/user/emailpass"],
      ["POST", "/auth/user/emailpass?x=1"],
      ["POST", "/auth/user/emailpass/register"],
      ["GET", "/auth/user/providers"],
      ["POST", "/auth/session"],
      ["DELETE", "/auth/session"],
      ["POST", "/auth/token/refresh"],
      ["POST", "/auth/mfa/challenges/authmfach_01ABC/verify"],
      ["GET", "/auth/mfa/factors"],
      ["POST", "/api/auth/login"],
      ["GET", "/app/login"],
    ]
    for (const [method, url] of open) expect({ method, url, closed: isClosedPath(url, prefixes, method) }).toEqual({ method, url, closed: false })
  })

  it("closes /store unless SHOP_STORE_API=on", () => {
    expect(isClosedPath("/%73tore/products", prefixes, "GET")).toBe(true)
    expect(isClosedPath("/store/products", closedPrefixes(gateSettings({ SHOP_STORE_API: "on" })), "GET")).toBe(false)
  })
})
