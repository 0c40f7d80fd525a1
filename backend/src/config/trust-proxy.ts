export type TrustProxy = boolean | number | string

/**
 * Which proxies may tell the shop who the caller is (`X-Forwarded-For`), from TRUST_PROXY: unset, `false`,
 * `0` or `none` trusts none (the caller's own address counts); a number trusts that many hops (`1`: the
 * nginx of docker-compose.yml); anything else is Express's list of trusted addresses or subnets
 * (`loopback`, `10.0.0.0/8, 172.16.0.0/12`); `true` trusts every hop. Read per call.
 */
export function trustProxySetting(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const value = (env.TRUST_PROXY ?? "").trim()
  if (["", "false", "0", "none"].includes(value.toLowerCase())) return false
  if (value.toLowerCase() === "true") return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}
