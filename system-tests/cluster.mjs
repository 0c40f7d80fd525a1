#!/usr/bin/env node
// Several-server test (issue 38): starts `scripts/start.mjs --servers 2` (embedded PostgreSQL,
// redis-server, two Medusa servers, one worker, nginx) on a fresh data folder and free loopback
// ports, and checks that nginx keeps its connections to the servers for GETs and that any server
// serves any request: a cart made on server A is ordered on server B, a token and a Medusa Admin
// session from A work on B, a catalogue change made on B is in A's listing within 1 s, the 6th
// wrong password is refused on the other server, one order sends exactly one confirmation e-mail
// (from the worker), a GET load through nginx loses no request while a server is killed with
// SIGKILL (then the launcher starts it again), buyers whose checkout was at work on the killed
// server get exactly one order by retrying with their Idempotency-Key, a hung server is taken out
// of nginx, /health says 503 while PostgreSQL does not answer, a SIGTERM finishes the checkouts in
// flight, and the recover-checkouts job runs once per tick, in the worker only. A and B are the
// servers' own ports; everything else goes through nginx. Bounded in time; exits non-zero on any
// failure.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { io } from "socket.io-client"
import { freePort } from "../scripts/lib/free-port.mjs"
import { queryOnce } from "../scripts/lib/pg-query.mjs"
import { processesWith } from "../scripts/lib/proc-stat.mjs"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const ADMIN_EMAIL = "cluster.admin@example.com"
const ADMIN_PASSWORD = "cluster-admin-pass"
const LIMIT_MS = Number(process.env.CLUSTER_TEST_LIMIT_MS || 8 * 60_000)
const KILL_BUYERS = 8
/** How long a buyer whose checkout died with its server keeps retrying (the claim is taken over after 15 s). */
const RETRY_FOR_MS = 60_000
const RECOVERY_TICK_MS = 2_000
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cluster-test-"))
fs.chmodSync(dataDir, 0o755) // as root, PostgreSQL and nginx's workers run as other users
const port = await freePort()
const nginx = `http://127.0.0.1:${port}`
const started = Date.now()
const log = (message) => console.log(`[cluster-test ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
let shop = null

const limit = setTimeout(() => finish(new Error(`took longer than ${LIMIT_MS / 1000} s`)), LIMIT_MS)

const exited = (child) => child.exitCode !== null || child.signalCode !== null

function startShop() {
  const out = fs.openSync(path.join(dataDir, "shop.log"), "w")
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "--servers", "2"], {
    cwd: root,
    detached: true, // its own process group: a failed test can end everything it started
    stdio: ["ignore", out, out],
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      SHOP_URL: nginx,
      SHOP_DATA_DIR: dataDir,
      SHOP_ADMIN: "off",
      SHOP_STOREFRONT_BUILD: "off",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // debug: Medusa's scheduler logs each job it runs ("executing scheduled job …"), counted below
      LOG_LEVEL: "debug",
      SHOP_CHECKOUT_RECOVERY_MS: String(RECOVERY_TICK_MS),
      DATABASE_URL: "",
      REDIS_URL: "",
      SHOP_SERVERS: "",
      TRUST_PROXY: "",
      MPESA_SIMULATOR: "off",
    },
  })
  fs.closeSync(out)
  return child
}

/** nginx's /health: which processes answer, as the launcher last saw them. */
async function health() {
  const res = await fetch(`${nginx}/health`)
  return res.ok ? res.json() : { status: `HTTP ${res.status}`, processes: [] }
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exited(shop)) throw new Error(`the shop exited with ${shop.exitCode ?? shop.signalCode}; see ${dataDir}/shop.log`)
    try {
      const value = await check()
      if (value) return value
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(200)
  }
}

async function call(origin, method, pathname, { body, token, headers = {} } = {}) {
  const res = await fetch(origin + pathname, {
    method,
    headers: { ...(body && { "content-type": "application/json" }), ...(token && { authorization: token }), ...headers },
    body: body && JSON.stringify(body),
  })
  return { status: res.status, data: await res.json().catch(() => ({})), headers: res.headers }
}

/** The confirmation e-mails of orders written to the outbox for `email`. */
function orderEmails(email) {
  const dir = path.join(dataDir, "outbox")
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir).filter((f) => f.endsWith(`-order-placed-${email}.json`))
}

/** A chat socket (the storefront's client options), connected. */
function chatSocket(origin, token, transports) {
  const socket = io(origin, { path: "/socket.io", auth: { token }, transports, reconnection: false, forceNew: true })
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket))
    socket.once("connect_error", (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** The next `event` on `socket` (10 s at most). */
function nextEvent(socket, event) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within 10 s`)), 10_000)
    socket.once(event, (payload) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

/** The embedded PostgreSQL of the data folder: its URL and its processes (postmaster and backends). */
function database() {
  const lines = fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")
  const postmaster = Number(lines[0])
  return { url: `postgres://shop:shop@localhost:${lines[3].trim()}/shop`, pids: [postmaster, ...processesWith(1, postmaster)] }
}

/** nginx's open (established) TCP connections to `ports`, found by its processes' socket inodes. */
function nginxConnectionsTo(ports) {
  const master = Number(fs.readFileSync(path.join(dataDir, "nginx", "nginx.pid"), "utf8"))
  const inodes = new Set()
  for (const pid of [master, ...processesWith(1, master)]) {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
        if (socket) inodes.add(socket[1])
      } catch {
        // closed meanwhile
      }
    }
  }
  const rows = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) => fs.readFileSync(file, "utf8").trim().split("\n").slice(1))
  return rows.map((row) => row.trim().split(/\s+/)).filter(([, , remote, state, , , , , , inode]) =>
    state === "01" && inodes.has(inode) && ports.includes(parseInt(remote.split(":").at(-1), 16))
  ).length
}
const sql = (text, params) => queryOnce(database().url, text, params)

/** Reservations, reserved units and open order lines of `skus`: the three must be equal. */
async function stockOf(skus) {
  const [row] = await sql(
    `SELECT (SELECT coalesce(sum(il.reserved_quantity), 0) FROM inventory_level il JOIN inventory_item ii ON ii.id = il.inventory_item_id
             WHERE ii.sku = ANY($1) AND il.deleted_at IS NULL)::int AS reserved,
            (SELECT coalesce(sum(r.quantity), 0) FROM reservation_item r JOIN inventory_item ii ON ii.id = r.inventory_item_id
             WHERE ii.sku = ANY($1) AND r.deleted_at IS NULL)::int AS reservations,
            (SELECT coalesce(sum(oi.quantity), 0) FROM order_item oi JOIN "order" o ON o.id = oi.order_id AND o.version = oi.version
               AND o.deleted_at IS NULL AND o.status <> 'canceled' JOIN order_line_item li ON li.id = oi.item_id
               LEFT JOIN order_line ol ON ol.line_item_id = li.id AND ol.deleted_at IS NULL
             WHERE li.variant_sku = ANY($1) AND oi.deleted_at IS NULL
               AND coalesce(ol.status, 'Not processed') IN ('Not processed', 'Processing'))::int AS open_lines`,
    [skus]
  )
  return row
}

/** Buyers, each registered through nginx with a cart of one unit of `productOf(i)`. */
async function buyersWithCarts(count, productOf, label) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const reg = await call(nginx, "POST", "/api/auth/register", {
        body: { email: `cluster.${label}.${Date.now()}.${i}@example.com`, firstName: "Cluster", lastName: "Buyer", password: "cluster-pass" },
      })
      assert.equal(reg.status, 200, JSON.stringify(reg.data))
      const product = productOf(i)
      const cart = await call(nginx, "POST", "/api/cart/add", { token: reg.data.token, body: { products: [{ product: product._id, quantity: 1 }] } })
      assert.equal(cart.status, 200, JSON.stringify(cart.data))
      return { token: reg.data.token, cartId: cart.data.cartId, total: product.price, key: `checkout-${label}-${i}`, answers: [] }
    })
  )
}

/** A buyer's checkout through nginx with its Idempotency-Key, retried (1 s apart) until it answers 200. */
async function checkoutWithRetries(buyer, until) {
  for (;;) {
    const sentAt = Date.now()
    let answer
    try {
      answer = await call(nginx, "POST", "/api/order/add", {
        token: buyer.token, headers: { "idempotency-key": buyer.key }, body: { cartId: buyer.cartId, total: buyer.total },
      })
    } catch (error) {
      answer = { status: error.cause?.code ?? error.message, data: {} }
    }
    buyer.answers.push({ status: answer.status, sentAt, at: Date.now(), orderId: answer.data.order?._id })
    if (answer.status === 200) return answer.data.order._id
    if (Date.now() > until()) throw new Error(`buyer ${buyer.key} got no order: ${JSON.stringify(buyer.answers)}`)
    await sleep(1_000)
  }
}

async function main() {
  log(`data in ${dataDir}; nginx on ${nginx}`)
  shop = startShop()
  const up = await until("all processes up", async () => ((await health()).status === "ok" ? health() : null), 300_000)
  const [A, B] = up.processes.filter((p) => p.name.startsWith("server-")).map((p) => ({ ...p, origin: `http://127.0.0.1:${p.port}` }))
  assert.ok(A && B, JSON.stringify(up))
  log(`up: ${up.processes.map((p) => `${p.name} :${p.port}`).join(", ")}`)

  // nginx serves the storefront's files itself (gzip copies), the app shell and the API from the servers.
  const assets = path.join(root, "storefront/dist/assets")
  const asset = fs.existsSync(assets) ? fs.readdirSync(assets).find((f) => f.endsWith(".js")) : undefined
  if (!asset) throw new Error("storefront/dist is missing: run `npm run build` first (npm test builds it in test:e2e)")
  const assetRes = await fetch(`${nginx}/assets/${asset}`, { headers: { "accept-encoding": "gzip" } })
  assert.equal(assetRes.status, 200)
  assert.equal(assetRes.headers.get("server"), "nginx", "a file of the build comes from nginx")
  assert.equal(assetRes.headers.get("content-encoding"), "gzip", "its precompressed copy")
  const shell = await fetch(`${nginx}/`)
  assert.equal(shell.status, 200)
  assert.match(shell.headers.get("content-security-policy") ?? "", /script-src/, "the app shell keeps the servers' CSP")

  log("nginx keeps its connections to the servers for GETs …")
  for (let i = 0; i < 40; i++) assert.equal((await fetch(`${nginx}/api/product/list?limit=1`)).status, 200)
  const kept = nginxConnectionsTo([A.port, B.port])
  assert.ok(kept >= 1 && kept <= 8, `40 GETs in a row left ${kept} kept-alive connections to the servers (one per request would leave none)`)
  log(`40 GETs in a row: ${kept} connection(s) from nginx to the servers kept open`)

  log("a buyer registers on A, fills a cart on A and orders on B …")
  const email = `cluster.${Date.now()}@example.com`
  const reg = await call(A.origin, "POST", "/api/auth/register", { body: { email, firstName: "Cluster", lastName: "Test", password: "cluster-pass" } })
  assert.equal(reg.status, 200, JSON.stringify(reg.data))
  const token = reg.data.token
  const meOnB = await call(B.origin, "GET", "/api/user/me", { token })
  assert.equal(meOnB.status, 200, `A's token on B: ${JSON.stringify(meOnB.data)}`)

  const list = (await call(nginx, "GET", "/api/product/list?limit=100")).data.products
  const product = list.find((p) => p.quantity >= 5 && !(p.variants?.length > 1))
  assert.ok(product, "a product in stock")
  const cart = await call(A.origin, "POST", "/api/cart/add", { token, body: { products: [{ product: product._id, quantity: 1 }] } })
  assert.equal(cart.status, 200, JSON.stringify(cart.data))
  const order = await call(B.origin, "POST", "/api/order/add", { token, body: { cartId: cart.data.cartId, total: product.price } })
  assert.equal(order.status, 200, `A's cart ordered on B: ${JSON.stringify(order.data)}`)
  log(`order ${order.data.order?._id} placed on B`)

  log("one confirmation e-mail, sent by the worker …")
  await until("the confirmation e-mail", () => orderEmails(email).length > 0, 20_000)
  await sleep(3_000) // a second sender (a server running subscribers) would have written by now
  assert.equal(orderEmails(email).length, 1, `exactly one confirmation e-mail: ${orderEmails(email)}`)

  log("the admin signs in through nginx; Medusa Admin's session from A on B …")
  const login = await call(nginx, "POST", "/api/auth/login", { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  assert.equal(login.status, 200, JSON.stringify(login.data))
  const adminToken = login.data.token
  const medusaLogin = await call(A.origin, "POST", "/auth/user/emailpass", { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  assert.equal(medusaLogin.status, 200, `Medusa Admin sign-in: ${JSON.stringify(medusaLogin.data)}`)
  const session = await fetch(`${A.origin}/auth/session`, { method: "POST", headers: { authorization: `Bearer ${medusaLogin.data.token}` } })
  assert.equal(session.status, 200)
  const cookie = session.headers.get("set-cookie")?.split(";")[0]
  assert.ok(cookie, "a session cookie")
  const adminMe = await call(B.origin, "GET", "/admin/users/me", { headers: { cookie } })
  assert.equal(adminMe.status, 200, `A's admin session on B: ${JSON.stringify(adminMe.data)}`)
  assert.equal(adminMe.data.user?.email, ADMIN_EMAIL)
  const noSession = await call(B.origin, "GET", "/admin/users/me")
  assert.equal(noSession.status, 401, "without the cookie B refuses")

  log("a catalogue change on B, seen in A's listing …")
  const listed = async (origin) => (await call(origin, "GET", "/api/product/list?limit=100")).data.products.find((p) => p._id === product._id)
  assert.equal((await listed(A.origin)).price, product.price, "A has the listing cached")
  const newPrice = product.price + 7
  const change = await call(B.origin, "PUT", `/api/product/${product._id}`, { token: adminToken, body: { product: { price: newPrice } } })
  assert.equal(change.status, 200, JSON.stringify(change.data))
  const changedAt = Date.now()
  await until("A's listing shows B's change", async () => (await listed(A.origin)).price === newPrice, 5_000)
  const seenAfterMs = Date.now() - changedAt
  log(`A's listing showed the new price ${seenAfterMs} ms after B answered`)
  assert.ok(seenAfterMs < 1_000, `within 1 s (took ${seenAfterMs} ms)`)

  log("five wrong passwords on A, the sixth on B …")
  for (let i = 1; i <= 5; i++) {
    const wrong = await call(A.origin, "POST", "/api/auth/login", { body: { email, password: `wrong-${i}` } })
    assert.notEqual(wrong.status, 200)
    assert.notEqual(wrong.status, 429, `attempt ${i} is not yet limited`)
  }
  const sixth = await call(B.origin, "POST", "/api/auth/login", { body: { email, password: "wrong-6" } })
  assert.equal(sixth.status, 429, `the 6th wrong password on B: ${JSON.stringify(sixth.data)}`)
  const rightOnB = await call(B.origin, "POST", "/api/auth/login", { body: { email, password: "cluster-pass" } })
  assert.equal(rightOnB.status, 429, "even the right password waits (the e-mail's allowance is used up everywhere)")
  const otherBuyer = await call(nginx, "POST", "/api/auth/login", { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  assert.equal(otherBuyer.status, 200, "another account still signs in")

  log("chat: the admin on B, a member through nginx (WebSocket), another through nginx (polling) …")
  const adminSocket = await chatSocket(B.origin, adminToken, ["websocket"])
  await adminSocket.emitWithAck("connectUser")
  const memberSocket = await chatSocket(nginx, token, ["websocket"])
  const me = await memberSocket.emitWithAck("connectUser")
  const atAdmin = nextEvent(adminSocket, "message")
  const sent = await memberSocket.timeout(10_000).emitWithAck("message", { to: "support", text: "Hello through nginx" })
  assert.ok(sent.message, JSON.stringify(sent))
  assert.equal((await atAdmin).value, "Hello through nginx", "the admin on B gets the member's message live")
  const atMember = nextEvent(memberSocket, "message")
  await adminSocket.timeout(10_000).emitWithAck("message", { to: me.id, text: "Hello from B" })
  assert.equal((await atMember).value, "Hello from B", "the member gets the admin's reply live")
  // Polling is many requests per session: nginx must send them all to the server that holds it.
  const polling = await chatSocket(nginx, login.data.token, ["polling"])
  for (let i = 0; i < 5; i++) assert.ok(Array.isArray((await polling.timeout(10_000).emitWithAck("getUsers")).users), "polling session kept")
  for (const socket of [adminSocket, memberSocket, polling]) socket.close()

  log(`${KILL_BUYERS} buyers fill carts (4 products) …`)
  const inStock = (await call(nginx, "GET", "/api/product/list?limit=100")).data.products.filter((p) => p.quantity >= 8 && !(p.variants?.length > 1))
  const killProducts = inStock.slice(0, 4)
  assert.equal(killProducts.length, 4, "4 products in stock")
  const skus = killProducts.map((p) => p.sku)
  const killBuyers = await buyersWithCarts(KILL_BUYERS, (i) => killProducts[i % 4], "kill")
  const stockBefore = await stockOf(skus)

  log("GET load and checkouts (Idempotency-Key) through nginx; server-1 gets SIGKILL during them …")
  // A response the killed server had begun to send cannot be replayed: nginx has already answered the
  // client's headers, so proxy_next_upstream no longer applies. Those (at most one per load loop, the
  // requests in flight at the kill) are counted apart; every other failure counts as failed.
  const results = { ok: 0, failed: [], cutMidBody: 0 }
  let loading = true
  const worker = async () => {
    while (loading) {
      let res
      try {
        res = await fetch(`${nginx}/api/product/list?limit=20`)
      } catch (error) {
        results.failed.push(error.cause?.code ?? error.message)
        continue
      }
      try {
        await res.arrayBuffer()
      } catch {
        results.cutMidBody++
        continue
      }
      if (res.status === 200) results.ok++
      else results.failed.push(res.status)
    }
  }
  const load = Array.from({ length: 8 }, worker)
  await sleep(1_500)
  // The kill comes when the second buyer has an order: the others are at work on either server.
  let killedAt = null
  let ordered = 0
  let secondOrder
  const secondOrdered = new Promise((resolve) => (secondOrder = resolve))
  const checkouts = killBuyers.map((buyer) =>
    checkoutWithRetries(buyer, () => (killedAt ?? Date.now()) + RETRY_FOR_MS).then((orderId) => {
      if (++ordered === 2) secondOrder()
      return orderId
    })
  )
  await Promise.race([secondOrdered, sleep(10_000)])
  const beforeKill = results.ok
  process.kill(A.pid, "SIGKILL")
  killedAt = Date.now()
  const degraded = await until("/health names the dead server", async () => {
    const h = await health()
    return h.status === "degraded" && !h.processes[0].up && h.processes[1].up ? h : null
  }, 3_000)
  await sleep(3_000 - (Date.now() - killedAt))
  loading = false
  await Promise.all(load)
  log(
    `${results.ok} GETs answered 200 (${beforeKill} before the kill), ${results.failed.length} failed, ` +
      `${results.cutMidBody} cut mid-body by the kill; /health said ${degraded.status}`
  )
  assert.deepEqual(results.failed, [], "no failed response while a server died")
  assert.ok(results.cutMidBody <= 8, "only the responses in flight at the kill are cut")
  assert.ok(results.ok - beforeKill > 20, "the load went on after the kill")

  const orderIds = await Promise.all(checkouts)
  const retried = killBuyers.filter((b) => b.answers.length > 1)
  const lastOrderMs = Math.max(...killBuyers.map((b) => b.answers.at(-1).at - killedAt))
  log(
    `checkouts: ${ordered} buyers ordered, ${retried.length} after retrying (answers before their order: ` +
      `${retried.map((b) => b.answers.slice(0, -1).map((a) => a.status).join("/")).join(", ") || "none"}); ` +
      `the last order ${(lastOrderMs / 1000).toFixed(1)} s after the kill`
  )
  for (const [i, buyer] of killBuyers.entries()) {
    const rows = await sql(`SELECT id FROM "order" WHERE metadata->>'cart_id' = $1 AND deleted_at IS NULL`, [buyer.cartId])
    assert.deepEqual(rows.map((r) => r.id), [orderIds[i]], `buyer ${buyer.key}: exactly one order for the cart, the one answered`)
  }
  const stockAfter = await until("reservations = reserved units = open lines", async () => {
    const stock = await stockOf(skus)
    return stock.reserved === stock.open_lines && stock.reservations === stock.open_lines ? stock : null
  }, 20_000)
  assert.equal(stockAfter.open_lines - stockBefore.open_lines, KILL_BUYERS, "one open line per buyer")
  // Pages show the stock left within a second (CATALOGUE_STOCK_MS): the last order's stock drop, sent by the
  // worker's subscriber, may still be on its way when the last buyer has the answer.
  for (const [index, product] of killProducts.entries()) {
    const sold = killBuyers.filter((_, i) => i % 4 === index).length
    const expected = product.quantity - sold
    let shown = null
    await until(`${product.sku}: stock down by the ${sold} units sold`, async () => {
      shown = (await call(nginx, "GET", `/api/product/item/${product.slug}`)).data.product.quantity
      return shown === expected
    }, 2_000).catch((error) => {
      throw new Error(`${error.message} (shown ${shown}, expected ${expected})`)
    })
  }
  log(`one order per buyer; reserved ${stockAfter.reserved} = reservations ${stockAfter.reservations} = open lines ${stockAfter.open_lines}`)

  const back = await until("server-1 started again", async () => {
    const h = await health()
    return h.status === "ok" && h.processes[0].restarts === 1 ? h : null
  }, 90_000)
  log(`server-1 answered again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill (pid ${back.processes[0].pid})`)

  log("server-1 hangs (SIGSTOP): the launcher takes it out of nginx …")
  const hungPid = back.processes[0].pid
  process.kill(hungPid, "SIGSTOP")
  const stoppedAt = Date.now()
  try {
    const marked = await until("server-1 marked down in nginx", async () => {
      const h = await health()
      return h.processes[0].routed === false ? h : null
    }, 15_000)
    assert.match(fs.readFileSync(path.join(dataDir, "nginx", "nginx.conf"), "utf8"), new RegExp(`127\\.0\\.0\\.1:${A.port} down;`))
    log(`marked down ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after SIGSTOP (${JSON.stringify(marked.processes[0].reason)})`)
    await sleep(500) // nginx's new workers take over
    const timed = await Promise.all(Array.from({ length: 20 }, async () => {
      const t = Date.now()
      const res = await fetch(`${nginx}/api/product/list?limit=20`, { signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      return { status: res.status, ms: Date.now() - t }
    }))
    assert.deepEqual(timed.map((r) => r.status), Array(20).fill(200), "every GET answered by server-2 while server-1 hangs")
    log(`20 GETs through nginx while server-1 hangs: all 200, slowest ${Math.max(...timed.map((r) => r.ms))} ms`)
  } finally {
    process.kill(hungPid, "SIGCONT")
  }
  await until("server-1 routed again", async () => {
    const h = await health()
    return h.status === "ok" && h.processes.every((p) => p.routed) ? h : null
  }, 15_000)
  assert.doesNotMatch(fs.readFileSync(path.join(dataDir, "nginx", "nginx.conf"), "utf8"), / down;/)

  log("PostgreSQL stops answering (SIGSTOP): every process's /health says 503 …")
  const pg = database().pids
  for (const pid of pg) process.kill(pid, "SIGSTOP")
  let pgReport
  try {
    pgReport = await until("both servers and nginx report the database", async () => {
      const own = await Promise.all([A, B].map(async (s) => {
        const res = await fetch(`${s.origin}/health`, { signal: AbortSignal.timeout(3_000) })
        return { status: res.status, body: await res.json() }
      }))
      const viaNginx = await fetch(`${nginx}/health`)
      const nginxBody = await viaNginx.json().catch(() => ({}))
      return own.every((o) => o.status === 503 && o.body.database === "unreachable") && viaNginx.status === 503 && nginxBody.status === "down"
        ? { own, nginx: nginxBody }
        : null
    }, 20_000)
  } finally {
    for (const pid of pg) process.kill(pid, "SIGCONT")
  }
  log(`servers: ${JSON.stringify(pgReport.own[0].body)}; nginx /health 503 ${pgReport.nginx.status}`)
  await until("healthy again once PostgreSQL answers", async () => (await health()).status === "ok", 20_000)

  log("GET load through nginx; server-2 gets SIGTERM during it …")
  const results2 = { ok: 0, failed: [] }
  loading = true
  const load2 = Array.from({ length: 8 }, async () => {
    while (loading) {
      try {
        const res = await fetch(`${nginx}/api/product/list?limit=20`)
        await res.arrayBuffer()
        if (res.status === 200) results2.ok++
        else results2.failed.push(res.status)
      } catch (error) {
        results2.failed.push(error.cause?.code ?? error.message)
      }
    }
  })
  // Checkouts sent straight to server-2 just before its SIGTERM: in flight when it stops, they finish.
  // They buy the products server-1 was selling when it was killed: any lock it held then has lapsed.
  const termBuyers = await buyersWithCarts(3, (i) => killProducts[i], "term")
  await sleep(1_000)
  const inFlight = termBuyers.map((buyer) =>
    call(B.origin, "POST", "/api/order/add", { token: buyer.token, body: { cartId: buyer.cartId, total: buyer.total } }).catch((error) => ({ status: error.message }))
  )
  await sleep(150)
  const termAt = Date.now()
  process.kill(B.pid, "SIGTERM")
  await until("server-2 exited after SIGTERM", async () => {
    try {
      process.kill(B.pid, 0)
      return false
    } catch {
      return true
    }
  }, 10_000)
  const termMs = Date.now() - termAt
  await sleep(1_000)
  loading = false
  await Promise.all(load2)
  log(`server-2 exited ${termMs} ms after SIGTERM; ${results2.ok} GETs answered 200, ${results2.failed.length} failed`)
  assert.deepEqual(results2.failed, [], "no failed response while a server stopped")
  assert.ok(termMs < 10_000)
  const finished = await Promise.all(inFlight)
  assert.deepEqual(finished.map((r) => r.status), [200, 200, 200], `the checkouts in flight at SIGTERM finished: ${JSON.stringify(finished.map((r) => r.data))}`)
  for (const [i, buyer] of termBuyers.entries()) {
    const rows = await sql(`SELECT id FROM "order" WHERE metadata->>'cart_id' = $1 AND deleted_at IS NULL`, [buyer.cartId])
    assert.deepEqual(rows.map((r) => r.id), [finished[i].data.order._id], "its order stored")
  }
  log("the 3 checkouts in flight on server-2 at SIGTERM answered 200, their orders stored")
  await until("server-2 started again", async () => {
    const h = await health()
    return h.status === "ok" && h.processes[1].restarts === 1
  }, 90_000)

  log("the recover-checkouts job: once per tick, in the worker only …")
  // Medusa's scheduler logs each run at debug level; the launcher prefixes each process's lines.
  const runs = fs.readFileSync(path.join(dataDir, "shop.log"), "utf8").split("\n")
    .filter((line) => /executing scheduled job job-recover-checkouts\b/.test(line))
    .map((line) => ({ process: line.match(/^\[([\w-]+)\]/)?.[1], at: line.match(/"timestamp":"([^"]+)"/)?.[1] }))
  assert.ok(runs.length >= 10, `the job ran (${runs.length} runs logged)`)
  assert.deepEqual([...new Set(runs.map((r) => r.process))], ["worker"], "only the worker runs it")
  const seconds = new Map()
  for (const run of runs) seconds.set(run.at, (seconds.get(run.at) ?? 0) + 1)
  const doubled = [...seconds].filter(([, n]) => n > 1)
  assert.deepEqual(doubled, [], `never two runs of one tick (${RECOVERY_TICK_MS / 1000} s apart, logged to the second)`)
  const spanS = (Date.parse(runs.at(-1).at) - Date.parse(runs[0].at)) / 1000
  assert.ok(runs.length <= spanS / (RECOVERY_TICK_MS / 1000) + 2, `${runs.length} runs in ${spanS} s: one per tick at most`)
  log(`${runs.length} runs in ${spanS} s, all in the worker, none twice in one second`)

  log("Ctrl-C (SIGINT to the launcher) stops everything …")
  const pids = (await health()).processes.map((p) => p.pid)
  const stopAt = Date.now()
  process.kill(shop.pid, "SIGINT")
  await until("the launcher exited", async () => exited(shop), 30_000).catch(() => null)
  await new Promise((resolve) => (exited(shop) ? resolve() : shop.once("exit", resolve)))
  log(`stopped in ${((Date.now() - stopAt) / 1000).toFixed(1)} s`)
  const alive = pids.filter((pid) => { try { process.kill(pid, 0); return true } catch { return false } })
  assert.deepEqual(alive, [], "no Medusa process left")
  const group = processesWith(2, shop.pid)
  assert.deepEqual(group, [], "nothing of the launcher's process group left (nginx, redis-server, PostgreSQL)")
  log(`PASS in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

async function finish(error) {
  clearTimeout(limit)
  if (shop && !exited(shop)) {
    try { process.kill(-shop.pid, "SIGTERM") } catch { /* gone */ }
    await Promise.race([new Promise((resolve) => shop.once("exit", resolve)), sleep(15_000)])
  }
  try { process.kill(-shop.pid, "SIGKILL") } catch { /* gone */ }
  if (error) {
    console.error(`[cluster-test] FAIL: ${error.stack || error.message}`)
    console.error(`[cluster-test] logs kept in ${dataDir}`)
    process.exit(1)
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

process.on("SIGINT", () => finish(new Error("interrupted")))
process.on("SIGTERM", () => finish(new Error("interrupted")))
main().then(() => finish(), finish)
