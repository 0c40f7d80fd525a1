/** Malformed inputs an attacker would try, bounded so that a whole run stays under 3,000 requests. */

const LONG = "x".repeat(100_000)

export const badPathValues = ["%", "%ff", "a%00b", "%E0%A4%A", "x".repeat(2_000), "' OR 1=1 --", "..%2F..%2Fetc%2Fpasswd", "__proto__"]

/** Query strings with every parameter name the API reads, each given the same bad value. */
const QUERY_NAMES = ["page", "limit", "search", "name", "category", "brand", "min", "max", "rating", "order", "sortOrder", "isAddon"]
const queryWith = (value: string) => QUERY_NAMES.map((name) => `${name}=${value}`).join("&")
export const badQueries = [
  queryWith("NaN"),
  queryWith("Infinity"),
  queryWith("-1e309"),
  queryWith("%00"),
  queryWith("%ff"),
  queryWith("x".repeat(600)),
  QUERY_NAMES.map((name) => `${name}[]=1&${name}[]=2`).join("&"),
  QUERY_NAMES.map((name) => `${name}[a][b]=1`).join("&"),
  "sortOrder=%7B%22price%22%3A%22__proto__%22%7D",
  "sortOrder=%7Bnot-json",
]

/** Every field name the API's bodies use, top level and inside their wrappers (profile, product, …). */
const FIELDS = [
  "email", "password", "confirmPassword", "firstName", "lastName", "phoneNumber", "isSubscribed", "name", "description",
  "slug", "sku", "products", "product", "quantity", "price", "taxable", "variant", "variants", "cartId", "total", "message",
  "isActive", "isAddon", "isDefault", "brand", "business", "category", "status", "orderId", "address", "city", "state",
  "country", "zipCode", "title", "review", "rating", "isRecommended", "isLiked", "text", "to",
]
const WRAPPERS = ["profile", "product", "category", "brand", "merchant"]

function everyField(value: unknown, { wrapped = true } = {}) {
  const flat = Object.fromEntries(FIELDS.map((field) => [field, value]))
  return wrapped ? { ...flat, ...Object.fromEntries(WRAPPERS.map((wrapper) => [wrapper, flat])) } : flat
}

function deep(levels: number): unknown {
  let value: unknown = "bottom"
  for (let i = 0; i < levels; i++) value = { a: value }
  return value
}

/** Raw bodies (string) are sent as they are with the given content type; others as JSON. */
export const badBodies: { label: string; body: unknown; contentType?: string }[] = [
  { label: "empty object", body: {} },
  { label: "null", body: "null", contentType: "application/json" },
  { label: "array", body: [] },
  { label: "number", body: "42", contentType: "application/json" },
  { label: "invalid JSON", body: '{"email": ', contentType: "application/json" },
  { label: "wrong content type", body: "email=a@b.co", contentType: "text/plain" },
  { label: "form encoded", body: "email=a%00b&products[0][quantity]=x", contentType: "application/x-www-form-urlencoded" },
  { label: "fields null", body: everyField(null) },
  { label: "fields true", body: everyField(true) },
  { label: "fields NaN-ish", body: everyField("NaN") },
  { label: "fields huge number", body: everyField(1e308) },
  { label: "fields negative", body: everyField(-1) },
  { label: "fields arrays", body: everyField([1, "a", null]) },
  { label: "fields objects", body: everyField({ $gt: "" }) },
  { label: "fields 2 kB", body: everyField("y".repeat(2_000), { wrapped: false }) },
  { label: "wrapped fields 400 B", body: Object.fromEntries(WRAPPERS.map((w) => [w, everyField("z".repeat(400), { wrapped: false })])) },
  { label: "100 kB strings", body: { email: LONG, name: LONG } },
  { label: "fields NUL", body: everyField("a\u0000b") },
  { label: "deep nesting", body: { ...everyField("x"), nested: deep(2_000) } },
  { label: "__proto__ keys", body: '{"__proto__": {"role": "ROLE_ADMIN", "isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: "application/json" },
  { label: "cart lines wrong", body: { products: [{ product: { $ne: null }, quantity: true, price: "1", taxable: "yes" }], cartId: ["a"], total: "Infinity" } },
]

/** A body that leaks internals: a stack trace, a file path, or SQL. */
export function leaksInternals(body: string) {
  return /\bat [\w.<>]+ \(|node_modules|\/src\/|\bselect\b.+\bfrom\b|violates|syntax error|ECONNREFUSED|MikroORM|knex/i.test(body)
}
