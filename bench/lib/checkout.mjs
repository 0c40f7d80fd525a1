// Cart + order under load: `buyers` shoppers, each in its own loop, create a server cart
// with one product and place the order, for `duration` seconds. Latency of each call is
// recorded separately (p50/p95, every successful response).
const round = (x) => (x === null ? null : Math.round(x * 100) / 100)
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null)

async function post(origin, path, body, token) {
  const started = performance.now()
  const res = await fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: token }) },
    body: JSON.stringify(body),
  })
  const data = await res.json().catch(() => ({}))
  return { status: res.status, data, ms: performance.now() - started }
}

/** Products with plenty of stock, so the run measures checkout rather than sold-out refusals. */
async function stockedProducts(origin) {
  const found = []
  for (let page = 1; page <= 20 && found.length < 20; page++) {
    const res = await fetch(`${origin}/api/product/list?limit=100&page=${page}`)
    const { products } = await res.json()
    found.push(...products.filter((p) => p.quantity >= 200))
  }
  return found.slice(0, 20)
}

export async function measureCheckout({ origin, buyers, duration }) {
  const products = await stockedProducts(origin)
  if (!products.length) throw new Error("no product with stock ≥ 200 to order")
  const tokens = []
  for (let i = 0; i < buyers; i++) {
    const email = `bench.buyer.${Date.now()}.${i}@example.com`
    const res = await post(origin, "/api/auth/register", { email, firstName: "Bench", lastName: `Buyer ${i}`, password: "bench-pass" })
    if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.data)}`)
    tokens.push(res.data.token)
  }

  const samples = { cart: [], order: [] }
  const failures = {}
  const deadline = Date.now() + duration * 1000
  let orders = 0
  await Promise.all(
    tokens.map(async (token, i) => {
      let n = i
      while (Date.now() < deadline) {
        const product = products[n++ % products.length]
        const cart = await post(origin, "/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, token)
        if (cart.status !== 200) {
          failures[`cart ${cart.status}`] = (failures[`cart ${cart.status}`] || 0) + 1
          continue
        }
        samples.cart.push(cart.ms)
        const order = await post(origin, "/api/order/add", { cartId: cart.data.cartId, total: product.price }, token)
        if (order.status !== 200) {
          failures[`order ${order.status}`] = (failures[`order ${order.status}`] || 0) + 1
          continue
        }
        samples.order.push(order.ms)
        orders++
      }
    })
  )
  const summary = (values) => {
    values.sort((a, b) => a - b)
    return { count: values.length, p50: round(percentile(values, 50)), p95: round(percentile(values, 95)) }
  }
  return { buyers, seconds: duration, orders, ordersPerSec: round(orders / duration), cart: summary(samples.cart), order: summary(samples.order), failures }
}
