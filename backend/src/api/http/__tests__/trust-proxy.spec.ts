import { trustProxySetting } from "../../../config/trust-proxy"

describe("trustProxySetting: which proxies may say who the caller is (TRUST_PROXY)", () => {
  it("trusts none unless told", () => {
    for (const value of [undefined, "", " ", "false", "0", "none", "NONE"]) expect(trustProxySetting({ TRUST_PROXY: value })).toBe(false)
  })

  it("takes a hop count, a list of addresses or subnets, or true", () => {
    expect(trustProxySetting({ TRUST_PROXY: "1" })).toBe(1)
    expect(trustProxySetting({ TRUST_PROXY: "loopback" })).toBe("loopback")
    expect(trustProxySetting({ TRUST_PROXY: "10.0.0.0/8, 172.16.0.0/12" })).toBe("10.0.0.0/8, 172.16.0.0/12")
    expect(trustProxySetting({ TRUST_PROXY: "true" })).toBe(true)
  })
})
