// What every bench that places orders needs from the shop's API: a JSON call, buyers with a
// session, and products a buyer can order one unit of many times over.
import { queryOnce } from "../../scripts/lib/pg-query.mjs"

/** One JSON call: status, parsed body, time taken (ms) and the Server-Timing header. */
export async function call(origin, method, path, body, headers = {}) {
  const started = performance.now()
  const res = await fetch(origin + path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  return { status: res.status, data, ms: performance.now() - started, timing: res.headers.get("server-timing") }
}

/**
 * The steps of a `Server-Timing` header (`name;dur=ms;cpu=ms, …`): each step's wall time and the
 * server process's CPU time over it (null when the header has none).
 */
export function serverTimingSteps(header) {
  return (header ?? "")
    .split(",")
    .filter((part) => part.trim())
    .map((part) => {
      const [name, ...params] = part.trim().split(";")
      const param = (key) => {
        const found = params.find((p) => p.startsWith(`${key}=`))
        return found === undefined ? null : Number(found.slice(key.length + 1))
      }
      return { name, ms: param("dur"), cpuMs: param("cpu") }
    })
}

/** Counts a refused call under `name` in `failures`, keeping the first answer as its example. */
export function countFailure(failures, name, data) {
  failures[name] ??= { count: 0, example: JSON.stringify(data).slice(0, 200) }
  failures[name].count++
}

/** `count` new shoppers (e-mails `bench.<label>.<time>.<i>@example.com`); their session tokens. */
export async function registerBuyers(origin, count, label = "buyer") {
  const tokens = []
  for (let i = 0; i < count; i++) {
    const email = `bench.${label}.${Date.now()}.${i}@example.com`
    const res = await call(origin, "POST", "/api/auth/register", { email, firstName: "Bench", lastName: `Buyer ${i}`, password: "bench-pass" })
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.data)}`)
    tokens.push(res.data.token)
  }
  return tokens
}

/**
 * Up to 20 products with plenty of stock (≥ 200) and one variant, so a run measures checkout rather than
 * sold-out refusals; from the list's first 20 pages, as earlier runs drain the first.
 */
export async function stockedProducts(origin, databaseUrl) {
  const found = []
  for (let page = 1; page <= 20 && found.length < 20; page++) {
    const res = await fetch(`${origin}/api/product/list?limit=100&page=${page}`)
    const { products } = await res.json()
    // No choice of variant (the shop's variants are labels a buyer must pick from).
    found.push(...products.filter((p) => p.quantity >= 200 && !p.variants?.length))
  }
  const rows = await queryOnce(
    databaseUrl,
    `SELECT product_id, min(id) AS id FROM product_variant WHERE deleted_at IS NULL AND product_id = ANY($1)
     GROUP BY product_id HAVING count(*) = 1`,
    [found.map((p) => p._id)]
  )
  // One variant each: a product with several needs one chosen, which the bench's buyers do not do.
  const variantOf = new Map(rows.map((r) => [r.product_id, r.id]))
  return found.filter((p) => variantOf.has(p._id)).slice(0, 20).map((p) => ({ ...p, variantId: variantOf.get(p._id) }))
}
