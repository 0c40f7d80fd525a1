#!/usr/bin/env node
// Crash test of checkout: starts the whole shop with `scripts/start.mjs` (embedded PostgreSQL
// and Medusa) on a free port and a fresh data folder, fires 30 concurrent checkouts, kills the
// shop (its whole process group: launcher, server and PostgreSQL) with SIGKILL while orders are
// being placed, starts it again at once, and checks what the shop promises after a crash:
// every order whole and linked to its cart, one order per cart, each open line with its status
// record and its reservation (reserved_quantity = open lines: lines not shipped, delivered or
// cancelled), and every buyer who retries gets an order (the same one when it was made). Two M-Pesa
// payments are pending at the kill (against a Daraja simulator that outlives the shop): one the
// buyer paid on the phone while the shop was down (its callback lost), one never answered; after the
// restart the first is settled by the STK query and gets its one order, the second expires and its
// held stock comes back; nothing is paid twice, no stock is lost. A third is killed between its
// success callback and its order (while the shop asks Daraja to confirm the callback): after a
// second restart the job's query pays it with the callback's receipt, one order. Then the
// admin ships, delivers, cancels and corrects lines (Medusa fulfilments move the stock) and the
// rule must still hold, each product's stock down by its units shipped or delivered. Bounded in
// time; exits non-zero on any failure.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { freePort } from "../scripts/lib/free-port.mjs"
import { queryOnce } from "../scripts/lib/pg-query.mjs"
import { startDarajaSimulator } from "../scripts/daraja-simulator.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const BUYERS = 30
const PRODUCTS = 5
const ADMIN_EMAIL = "crash.admin@example.com"
const ADMIN_PASSWORD = "crash-admin-pass"
const LIMIT_MS = Number(process.env.CRASH_TEST_LIMIT_MS || 10 * 60_000)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-crash-test-"))
fs.chmodSync(dataDir, 0o755) // run as root, PostgreSQL runs as its own user and must reach its folder
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const log = (message) => console.log(`[crash-test] ${message}`)
let shop = null
// The Daraja simulator runs in this process (manual clock), so it outlives the shop's kill.
const daraja = await startDarajaSimulator({ clock: "manual" })
const PAID_PHONE = "254711000001" // pays on the phone while the shop is down; its callback is lost
const SILENT_PHONE = "254711000002" // never answers the prompt
daraja.sim.scenarios.set(PAID_PHONE, [{ resultCode: 0, delayMs: 5_000, callback: false }])
daraja.sim.scenarios.set(SILENT_PHONE, [{ resultCode: 1037, delayMs: 24 * 3600_000, callback: false }])
const MPESA_TIMEOUT_S = 20

const limit = setTimeout(() => finish(new Error(`took longer than ${LIMIT_MS / 1000} s`)), LIMIT_MS)

function startShop(label) {
  const out = fs.openSync(path.join(dataDir, `${label}.log`), "w")
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    detached: true, // its own process group, so SIGKILL reaches the server and PostgreSQL too
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      SHOP_URL: origin,
      SHOP_DATA_DIR: dataDir,
      SHOP_ADMIN: "off",
      SHOP_STOREFRONT_BUILD: "off",
      SHOP_CHECKOUT_RECOVERY_MS: "2000",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      MPESA_SIMULATOR: "off",
      MPESA_BASE_URL: daraja.url,
      MPESA_CONSUMER_KEY: daraja.credentials.consumerKey,
      MPESA_CONSUMER_SECRET: daraja.credentials.consumerSecret,
      MPESA_SHORTCODE: daraja.credentials.shortcode,
      MPESA_PASSKEY: daraja.credentials.passkey,
      MPESA_TRANSACTION_TYPE: "CustomerPayBillOnline",
      MPESA_CALLBACK_BASE_URL: origin,
      MPESA_CALLBACK_SECRET: "crash-test-callback-secret",
      MPESA_TIMEOUT_S: String(MPESA_TIMEOUT_S),
      MPESA_QUERY_INTERVAL_MS: "2000",
    },
  })
  fs.closeSync(out)
  child.label = label
  return child
}

/** Whether a child has gone (killed by a signal, a child has a signalCode and no exitCode). */
const exited = (child) => child.exitCode !== null || child.signalCode !== null

function killShop(signal) {
  if (!shop || exited(shop)) return
  try {
    process.kill(-shop.pid, signal)
  } catch {
    // already gone
  }
}

async function waitForHealth(child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`the shop (${child.label}) exited with ${child.exitCode ?? child.signalCode}; see ${dataDir}/${child.label}.log`)
    try {
      if ((await fetch(`${origin}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`the shop (${child.label}) did not answer /health`)
}

async function post(pathname, body, token) {
  const res = await fetch(origin + pathname, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { authorization: token }) },
    body: JSON.stringify(body),
  })
  return { status: res.status, data: await res.json().catch(() => ({})) }
}

/** The database URL of the running embedded PostgreSQL (its port is in postmaster.pid). */
function databaseUrl() {
  const lines = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")
  return `postgres://shop:shop@localhost:${lines[3].trim()}/shop`
}

const sql = (text, params) => queryOnce(databaseUrl(), text, params)

/** The promises after a crash, as rows that break them (empty when all hold). */
async function brokenPromises(skus) {
  const [orders] = await Promise.all([
    sql(
      `SELECT o.id, o.metadata->>'cart_id' AS cart_id,
         EXISTS (SELECT 1 FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL) AS linked,
         (SELECT count(*) FROM order_item oi WHERE oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL)::int AS lines,
         (SELECT count(*) FROM order_item oi JOIN order_line ol ON ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL
          WHERE oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL)::int AS line_records,
         EXISTS (SELECT 1 FROM order_summary s WHERE s.order_id = o.id AND s.deleted_at IS NULL) AS totals
       FROM "order" o WHERE o.deleted_at IS NULL`
    ),
  ])
  const broken = orders.filter((o) => !o.linked || o.lines !== 1 || o.line_records !== 1 || !o.totals).map((o) => ({ order: o }))
  const perCart = new Map()
  for (const o of orders) perCart.set(o.cart_id, (perCart.get(o.cart_id) ?? 0) + 1)
  for (const [cartId, count] of perCart) if (count > 1) broken.push({ cartWithOrders: cartId, count })
  // Every reservation is an open order line's (not shipped, delivered or cancelled) or a hold of an
  // M-Pesa payment that has not become an order yet (Pending, or Paid with its order still to be
  // placed); a failed, expired or ordered payment holds nothing. Medusa's reserved_quantity sums them.
  const [stock] = await sql(
    `SELECT (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
             WHERE ii.sku = ANY($1) AND il.deleted_at IS NULL)::int AS reserved,
            (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r JOIN inventory_item ii ON ii.id = r.inventory_item_id
             WHERE ii.sku = ANY($1) AND r.deleted_at IS NULL)::int AS reservations,
            (SELECT coalesce(sum(oi.quantity), 0) FROM order_item oi JOIN "order" o ON o.id = oi.order_id AND o.version = oi.version
               AND o.deleted_at IS NULL AND o.status <> 'canceled' JOIN order_line_item li ON li.id = oi.item_id
               LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
             WHERE li.variant_sku = ANY($1) AND oi.deleted_at IS NULL
               AND coalesce(ol.status, 'Not processed') IN ('Not processed', 'Processing'))::int AS open_lines,
            (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r JOIN inventory_item ii ON ii.id = r.inventory_item_id
               JOIN mpesa_payment p ON p.id = r.metadata->>'mpesa_payment_id' AND p.deleted_at IS NULL
             WHERE ii.sku = ANY($1) AND r.deleted_at IS NULL
               AND (p.state = 'Pending' OR (p.state = 'Paid' AND p.order_id IS NULL)))::int AS open_holds,
            (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r JOIN inventory_item ii ON ii.id = r.inventory_item_id
             WHERE ii.sku = ANY($1) AND r.deleted_at IS NULL AND r.metadata->>'mpesa_payment_id' IS NOT NULL)::int AS holds`,
    [skus]
  )
  const expected = stock.open_lines + stock.open_holds
  if (stock.reserved !== expected || stock.reservations !== expected || stock.holds !== stock.open_holds) broken.push({ stock })
  return { broken, orders: orders.length, stock }
}

async function untilPromisesHold(skus, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  let last
  while (Date.now() < deadline) {
    last = await brokenPromises(skus)
    if (!last.broken.length) return last
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`broken after recovery: ${JSON.stringify(last.broken.slice(0, 5))}`)
}

async function main() {
  log(`data in ${dataDir}, shop at ${origin}`)
  shop = startShop("first")
  await waitForHealth(shop)
  log("shop up; registering buyers and preparing carts …")

  const list = await (await fetch(`${origin}/api/product/list?limit=100`)).json()
  // Several products, so several checkouts are at work at once when the kill comes (buyers of one
  // product complete one at a time).
  const products = list.products.filter((p) => p.quantity >= BUYERS).sort((a, b) => b.quantity - a.quantity).slice(0, PRODUCTS)
  assert.equal(products.length, PRODUCTS, "products with enough stock")
  const skus = products.map((p) => p.sku)
  const productOf = (i) => products[i % PRODUCTS]
  const buyers = []
  for (let i = 0; i < BUYERS; i += 10) {
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, BUYERS - i) }, async (_, j) => {
          const reg = await post("/api/auth/register", {
            email: `crash.${Date.now()}.${i + j}@example.com`, firstName: "Crash", lastName: "Test", password: "crash-pass",
          })
          assert.equal(reg.status, 200, JSON.stringify(reg.data))
          const product = productOf(i + j)
          const cart = await post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, reg.data.token)
          assert.equal(cart.status, 200, JSON.stringify(cart.data))
          return { token: reg.data.token, cartId: cart.data.cartId, total: product.price }
        })
      ))
    )
  }

  log("two M-Pesa buyers start paying (prompts open on their phones) …")
  const mpesaProducts = list.products
    .filter((p) => !skus.includes(p.sku) && p.quantity >= 2 && !(p.variants?.length > 1))
    .slice(0, 2)
  assert.equal(mpesaProducts.length, 2, "two more products for the M-Pesa buyers")
  const mpesaSkus = mpesaProducts.map((p) => p.sku)
  const payers = []
  for (const [i, phone] of [PAID_PHONE, SILENT_PHONE].entries()) {
    const reg = await post("/api/auth/register", { email: `crash.mpesa.${Date.now()}.${i}@example.com`, firstName: "Mpesa", lastName: "Payer", password: "crash-pass" })
    assert.equal(reg.status, 200, JSON.stringify(reg.data))
    const product = mpesaProducts[i]
    const cart = await post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, reg.data.token)
    assert.equal(cart.status, 200, JSON.stringify(cart.data))
    const pay = await post("/api/payment/mpesa", { cartId: cart.data.cartId, total: product.price, phone: `0${phone.slice(3)}` }, reg.data.token)
    assert.equal(pay.status, 200, JSON.stringify(pay.data))
    assert.equal(pay.data.payment.state, "Pending")
    payers.push({ phone, product, cartId: cart.data.cartId, paymentId: pay.data.payment._id })
  }
  const held = await brokenPromises(mpesaSkus)
  assert.deepEqual(held.broken, [], "reservations = open lines + holds of pending payments")
  assert.equal(held.stock.open_holds, 2, "each pending payment holds its unit")

  log(`${BUYERS} buyers place their orders at once; SIGKILL after the first answer …`)
  const answers = []
  let killed = false
  const placing = buyers.map((buyer) =>
    post("/api/order/add", { cartId: buyer.cartId, total: buyer.total }, buyer.token)
      .then((res) => {
        answers.push(res)
        if (!killed) {
          killed = true
          killShop("SIGKILL")
        }
      })
      .catch(() => null)
  )
  await Promise.all(placing)
  await new Promise((resolve) => exited(shop) ? resolve() : shop.once("exit", resolve))
  daraja.sim.now += 10_000 // the first M-Pesa buyer pays on the phone while the shop is down: the callback is lost
  const seen = answers.filter((a) => a.status === 200).map((a) => a.data.order._id)
  log(`killed with ${seen.length} answers seen; starting the shop again at once …`)

  shop = startShop("second")
  await waitForHealth(shop)
  const [made] = await sql(
    `SELECT count(*)::int AS orders,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_cart oc WHERE oc.order_id = o.id AND oc.deleted_at IS NULL))::int AS unlinked
     FROM "order" o WHERE o.deleted_at IS NULL`
  )
  log(`before recovery: ${made.orders} orders made before the kill (${made.unlinked} not yet linked to their cart)`)
  const afterRestart = await untilPromisesHold(skus)
  log(`after the restart: ${afterRestart.orders} orders, all whole; reserved ${afterRestart.stock.reserved} = open lines ${afterRestart.stock.open_lines}`)
  for (const id of seen) {
    const [row] = await sql(`SELECT count(*)::int AS n FROM "order" WHERE id = $1 AND deleted_at IS NULL`, [id])
    assert.equal(row.n, 1, `the order ${id} a buyer was told about exists`)
  }

  log("every buyer retries …")
  const retries = await Promise.all(buyers.map((b) => post("/api/order/add", { cartId: b.cartId, total: b.total }, b.token)))
  assert.deepEqual(retries.filter((r) => r.status !== 200).map((r) => r.data), [], "every retry answers an order")
  for (const answer of answers.filter((a) => a.status === 200)) {
    assert.ok(retries.some((r) => r.data.order._id === answer.data.order._id), "a retry gets the order that was made")
  }
  const final = await untilPromisesHold(skus, 10_000)
  const [buyerOrders] = await sql(`SELECT count(*)::int AS n FROM "order" WHERE metadata->>'cart_id' = ANY($1) AND deleted_at IS NULL`, [buyers.map((b) => b.cartId)])
  assert.equal(buyerOrders.n, BUYERS, "one order per buyer")
  assert.equal(final.stock.reserved, BUYERS, "one unit reserved per order")
  for (const [index, product] of products.entries()) {
    const sold = buyers.filter((_, i) => i % PRODUCTS === index).length
    const after = await (await fetch(`${origin}/api/product/item/${product.slug}`)).json()
    assert.equal(after.product.quantity, product.quantity - sold, `stock of ${product.sku} dropped by the ${sold} units sold`)
  }
  log(`${buyerOrders.n} orders, ${final.stock.reserved} units reserved, each product's stock down by its units sold`)

  log("the M-Pesa payments pending at the kill: one settled by the STK query, one expired …")
  const [paidPayer, silentPayer] = payers
  const payments = async () => sql(`SELECT id, cart_id, state, order_id FROM mpesa_payment WHERE cart_id = ANY($1) AND deleted_at IS NULL`, [payers.map((p) => p.cartId)])
  const settleBy = Date.now() + 90_000 // the job queries a prompt once it is a minute old
  let rows = await payments()
  while (!(rows.find((r) => r.cart_id === paidPayer.cartId)?.order_id && rows.find((r) => r.cart_id === silentPayer.cartId)?.state === "Expired")) {
    if (Date.now() > settleBy) throw new Error(`M-Pesa payments not settled: ${JSON.stringify(rows)}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    rows = await payments()
  }
  assert.equal(rows.length, 2, "one payment per M-Pesa cart")
  const paidRow = rows.find((r) => r.cart_id === paidPayer.cartId)
  assert.equal(paidRow.state, "Paid", "the payment made on the phone while the shop was down is settled by query")
  const pushes = daraja.sim.transactions.filter((tx) => payers.some((p) => p.phone === tx.phone))
  assert.equal(pushes.length, 2, "one STK push per payment: nothing asked for (or paid) twice")
  const paidOrders = await sql(`SELECT id FROM "order" WHERE metadata->>'cart_id' = $1 AND deleted_at IS NULL`, [paidPayer.cartId])
  assert.deepEqual(paidOrders.map((o) => o.id), [paidRow.order_id], "the paid payment has its one order")
  const silentOrders = await sql(`SELECT id FROM "order" WHERE metadata->>'cart_id' = $1 AND deleted_at IS NULL`, [silentPayer.cartId])
  assert.deepEqual(silentOrders, [], "the expired payment has no order")
  const mpesaStock = await untilPromisesHold(mpesaSkus, 10_000)
  assert.equal(mpesaStock.stock.open_holds, 0, "no payment holds stock any more")
  assert.equal(mpesaStock.stock.open_lines, 1, "the paid order's line holds its unit")
  for (const [i, payer] of payers.entries()) {
    const after = await (await fetch(`${origin}/api/product/item/${payer.product.slug}`)).json()
    assert.equal(after.product.quantity, payer.product.quantity - (i === 0 ? 1 : 0), `${payer.product.sku}: down by the paid unit only`)
  }
  log(`M-Pesa: ${paidRow.id} Paid by query with order ${paidRow.order_id}; the unanswered one Expired, its unit back for sale`)

  await killWhileConfirmingCallback(mpesaProducts[1])

  log("the admin ships, delivers, cancels and corrects lines …")
  const login = await post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
  assert.equal(login.status, 200, JSON.stringify(login.data))
  const orders = await sql(
    `SELECT o.id AS order_id, oi.item_id, li.variant_sku AS sku FROM "order" o
     JOIN order_item oi ON oi.order_id = o.id AND oi.version = o.version AND oi.deleted_at IS NULL
     JOIN order_line_item li ON li.id = oi.item_id WHERE o.deleted_at IS NULL ORDER BY o.created_at`
  )
  // Per line, the moves and whether its unit has left the warehouse at the end.
  const plans = [
    { moves: ["Shipped"], gone: true },
    { moves: ["Processing", "Shipped", "Delivered"], gone: true },
    { moves: ["Delivered"], gone: true },
    { moves: ["Shipped", "Cancelled"], gone: false },
    { moves: ["Delivered", "Processing"], gone: false },
    { moves: ["Shipped", "Not processed", "Delivered"], gone: true },
  ]
  const gone = new Map()
  for (const [i, line] of orders.entries()) {
    const plan = plans[i % plans.length]
    for (const status of plan.moves) {
      const res = await fetch(`${origin}/api/order/status/item/${line.item_id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: login.data.token },
        body: JSON.stringify({ orderId: line.order_id, status }),
      })
      assert.equal(res.status, 200, `${line.item_id} → ${status}: ${await res.text()}`)
    }
    if (plan.gone) gone.set(line.sku, (gone.get(line.sku) ?? 0) + 1)
  }
  const moved = await untilPromisesHold(skus, 10_000)
  const [settled] = await sql(
    `SELECT count(*)::int AS n FROM order_line WHERE status IN ('Shipped', 'Delivered') AND stock_released`
  )
  assert.equal(settled.n, [...gone.values()].reduce((a, b) => a + b, 0), "every shipped or delivered line is settled")
  for (const product of products) {
    const [level] = await sql(
      `SELECT sum(il.stocked_quantity)::int AS stocked FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
       WHERE ii.sku = $1 AND il.deleted_at IS NULL`,
      [product.sku]
    )
    const before = product.quantity // stocked before any order (nothing was reserved then)
    assert.equal(level.stocked, before - (gone.get(product.sku) ?? 0), `stocked ${product.sku} down by its units shipped or delivered`)
    const after = await (await fetch(`${origin}/api/product/item/${product.slug}`)).json()
    const open = orders.filter((l, i) => l.sku === product.sku && !plans[i % plans.length].gone && plans[i % plans.length].moves.at(-1) !== "Cancelled").length
    assert.equal(after.product.quantity, before - (gone.get(product.sku) ?? 0) - open, `${product.sku} for sale: stocked minus open lines`)
  }
  log(`PASS: ${final.orders} orders; after ${orders.length} lines moved, reserved ${moved.stock.reserved} = open lines ${moved.stock.open_lines}`)
}

/**
 * A buyer pays and Daraja's success callback reaches the shop, which keeps the claimed receipt and
 * asks Daraja to confirm it (STK query): the shop is killed right then, before the payment is Paid or
 * its order exists. After the restart the job's query confirms it: Paid with the callback's receipt,
 * exactly one order, one push, the held unit passed to the order.
 */
async function killWhileConfirmingCallback(product) {
  log("an M-Pesa success callback arrives; SIGKILL while the shop asks Daraja to confirm it, before its order …")
  const phone = "254711000003"
  daraja.sim.scenarios.set(phone, [{ resultCode: 0, delayMs: 5_000 }])
  const reg = await post("/api/auth/register", { email: `crash.claim.${Date.now()}@example.com`, firstName: "Mpesa", lastName: "Claim", password: "crash-pass" })
  assert.equal(reg.status, 200, JSON.stringify(reg.data))
  const cart = await post("/api/cart/add", { products: [{ product: product._id, quantity: 1 }] }, reg.data.token)
  assert.equal(cart.status, 200, JSON.stringify(cart.data))
  const pay = await post("/api/payment/mpesa", { cartId: cart.data.cartId, total: product.price, phone: `0${phone.slice(3)}` }, reg.data.token)
  assert.equal(pay.status, 200, JSON.stringify(pay.data))
  const paymentId = pay.data.payment._id
  const [{ checkout_request_id: checkoutRequestId }] = await sql(`SELECT checkout_request_id FROM mpesa_payment WHERE id = $1`, [paymentId])
  let killedAtQuery = false
  let killed
  const killedNow = new Promise((resolve) => (killed = resolve))
  daraja.sim.beforeApiCall = async (apiPath, body) => {
    if (killedAtQuery || apiPath !== "/mpesa/stkpushquery/v1/query" || body.CheckoutRequestID !== checkoutRequestId) return
    killedAtQuery = true
    killShop("SIGKILL")
    await new Promise((resolve) => (exited(shop) ? resolve() : shop.once("exit", resolve)))
    killed()
  }
  daraja.sim.now += 5_000
  await daraja.flush() // the callback: the shop stores it and answers; its subscriber keeps the claim, asks Daraja, and dies waiting for the answer
  const giveUp = setTimeout(() => killed(), 120_000) // never asked: the assertion below says so
  await killedNow
  clearTimeout(giveUp)
  daraja.sim.beforeApiCall = null
  assert.ok(killedAtQuery, "the shop was killed between the success callback and the order")
  const receipt = daraja.sim.transactions.find((tx) => tx.checkoutRequestId === checkoutRequestId).receipt

  shop = startShop("third")
  await waitForHealth(shop)
  const [claimed] = await sql(`SELECT state, order_id, claimed_receipt FROM mpesa_payment WHERE id = $1`, [paymentId])
  assert.equal(claimed.claimed_receipt, receipt, "the callback's claim survived the kill")
  const settleBy = Date.now() + 120_000 // the job queries a prompt once it is a minute old
  let row = claimed
  while (!row.order_id) {
    if (Date.now() > settleBy) throw new Error(`the claimed payment was not confirmed: ${JSON.stringify(row)}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    ;[row] = await sql(`SELECT state, order_id, receipt FROM mpesa_payment WHERE id = $1`, [paymentId])
  }
  assert.equal(row.state, "Paid")
  assert.equal(row.receipt, receipt, "paid with the receipt the callback claimed")
  const orders = await sql(`SELECT id FROM "order" WHERE metadata->>'cart_id' = $1 AND deleted_at IS NULL`, [cart.data.cartId])
  assert.deepEqual(orders.map((o) => o.id), [row.order_id], "exactly one order")
  assert.equal(daraja.sim.transactions.filter((tx) => tx.phone === phone).length, 1, "one STK push: nothing asked for twice")
  const stock = await untilPromisesHold([product.sku], 10_000)
  assert.equal(stock.stock.open_holds, 0, "the held unit passed to the order")
  log(`M-Pesa: ${paymentId} killed while confirming its callback, Paid by the job's query after the restart with its one order`)
}

async function finish(error) {
  clearTimeout(limit)
  await daraja.close().catch(() => null)
  killShop("SIGTERM")
  if (shop && !exited(shop)) {
    await Promise.race([new Promise((resolve) => shop.once("exit", resolve)), new Promise((resolve) => setTimeout(resolve, 15_000))])
    killShop("SIGKILL")
  }
  if (error) {
    console.error(`[crash-test] FAIL: ${error.stack || error.message}`)
    console.error(`[crash-test] logs kept in ${dataDir}`)
    process.exit(1)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

process.on("SIGINT", () => finish(new Error("interrupted")))
process.on("SIGTERM", () => finish(new Error("interrupted")))
main().then(() => finish(), finish)
