import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { Socket } from "socket.io-client"
import { generateJwtToken } from "@medusajs/framework/utils"
import {
  collect,
  connect,
  messages,
  nextDisconnect,
  nextEvent,
  send,
  users,
  whoAmI,
  type ChatMessage,
  type ChatUserEntry,
} from "./chat-client"
import {
  createMigratedDatabase,
  query,
  startRedis,
  startShopServer,
  tempDir,
  type ShopServer,
} from "./shop-servers"

// The chat lives on the HTTP server that `medusa start` creates (instrumentation.ts), which
// Medusa's test runner does not load: these tests start real shop processes.
// Migrating a fresh database and starting Medusa take minutes on a busy 2-core machine.

const UNAUTHORIZED = "Unauthorized Access! Please login again."
const workDir = tempDir("shop-chat-tests-")
const jwtSecret = crypto.randomBytes(24).toString("hex")
const { NODE_OPTIONS: _n, NODE_ENV: _e, ...parentEnv } = process.env
const env: NodeJS.ProcessEnv = {
  ...parentEnv,
  JWT_SECRET: jwtSecret,
  COOKIE_SECRET: crypto.randomBytes(24).toString("hex"),
  SHOP_DATA_DIR: path.join(workDir, "data"),
  SHOP_ADMIN: "off",
  LOG_LEVEL: "error",
  MEDUSA_DISABLE_TELEMETRY: "true",
}

type Person = { email: string; token: string; name: string; id: string }

let database: Awaited<ReturnType<typeof createMigratedDatabase>>
let shop: ShopServer
const sockets: Socket[] = []

async function open(url: string, person: Person, transports?: ("websocket" | "polling")[]) {
  const socket = await connect(url, person.token, transports)
  sockets.push(socket)
  return socket
}

function closeAll() {
  sockets.splice(0).forEach((socket) => socket.close())
}

let counter = 0
async function register(url: string, firstName: string): Promise<Person> {
  counter += 1
  const email = `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`
  const res = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, firstName, lastName: "Kamau", password: "secret-pass", isSubscribed: false }),
  })
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`)
  const { token, user } = await res.json()
  const [account] = await query(database.url, "select id from account where customer_id = $1", [user._id])
  return { email, token, name: `${firstName} Kamau`, id: account.id }
}

async function registerAdmin(url: string, firstName: string) {
  const person = await register(url, firstName)
  await query(database.url, "update account set role = 'ROLE_ADMIN' where id = $1", [person.id])
  return person
}

function outboxMails(to: string, template: string, about = "") {
  const dir = path.join(env.SHOP_DATA_DIR!, "outbox")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")))
    .filter((mail) => mail.to === to && mail.template === template && mail.text.includes(about))
}

async function waitForMail(to: string, template: string, about = "") {
  for (let i = 0; i < 100; i++) {
    const mails = outboxMails(to, template, about)
    if (mails.length) return mails
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${template} e-mail to ${to}`)
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await quiet(100)
}

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function call(url: string, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, data: await res.json().catch(() => null) }
}

/** The password change of a signed-in member (POST /api/auth/reset), after the second their token was issued in. */
async function changePassword(url: string, person: Person) {
  await quiet(1100) // tokens carry their issue time in whole seconds
  const changed = await call(url, "POST", "/api/auth/reset", person.token, { password: "secret-pass", confirmPassword: "new-secret" })
  expect(changed.status).toBe(200)
}

const storedTexts = async (conversationId: string) =>
  (await query(database.url, "select text from chat_message where conversation_id = $1 order by created_at", [conversationId])).map(
    (row) => row.text
  )

let admin: Person
let member: Person
let otherMember: Person

beforeAll(async () => {
  database = await createMigratedDatabase(env)
  env.DATABASE_URL = database.url
  shop = await startShopServer(env, workDir)
  admin = await registerAdmin(shop.url, "Amina")
  member = await register(shop.url, "Baraka")
  otherMember = await register(shop.url, "Chebet")
})

afterAll(async () => {
  closeAll()
  await shop?.stop()
  await database?.drop()
  fs.rmSync(workDir, { recursive: true, force: true })
})

describe("support chat on one server", () => {
  afterEach(closeAll)

  it("refuses a missing, bad or expired token and a deleted account", async () => {
    await expect(connect(shop.url)).rejects.toThrow(UNAUTHORIZED)
    await expect(connect(shop.url, "Bearer not-a-jwt")).rejects.toThrow(UNAUTHORIZED)
    const { actor_id, auth_identity_id } = JSON.parse(
      Buffer.from(member.token.split(".")[1], "base64url").toString()
    )
    const expired = generateJwtToken(
      { actor_id, actor_type: "customer", auth_identity_id, app_metadata: { customer_id: actor_id } },
      { secret: jwtSecret, expiresIn: -60 }
    )
    await expect(connect(shop.url, `Bearer ${expired}`)).rejects.toThrow(UNAUTHORIZED)
    const forged = generateJwtToken(
      { actor_id, actor_type: "customer", auth_identity_id, app_metadata: { customer_id: actor_id } },
      { secret: "not-the-shop-secret", expiresIn: "1h" }
    )
    await expect(connect(shop.url, `Bearer ${forged}`)).rejects.toThrow(UNAUTHORIZED)

    const gone = await register(shop.url, "Dalmas")
    await query(database.url, "delete from account where id = $1", [gone.id])
    await expect(connect(shop.url, gone.token)).rejects.toThrow(UNAUTHORIZED)
  })

  it("announces presence: online while any tab is open, offline after the last one closes", async () => {
    const adminSocket = await open(shop.url, admin)
    const cameOnline = nextEvent(adminSocket, "connectUser", (u) => u.id === member.id)
    const tab1 = await open(shop.url, member)
    expect(await cameOnline).toEqual({ id: member.id, name: member.name, online: true })
    expect((await users(adminSocket)).find((u) => u.id === member.id)).toMatchObject({ online: true })
    expect(await users(tab1)).toEqual([{ id: "support", name: "Support", online: true, unread: 0 }])

    const offline = collect(adminSocket, "disconnectUser")
    const tab2 = await open(shop.url, member, ["polling"])
    tab1.close()
    await quiet(500)
    expect(offline).toEqual([])
    const wentOffline = nextEvent(adminSocket, "disconnectUser", (u) => u.id === member.id)
    tab2.close()
    expect(await wentOffline).toEqual({ id: member.id, name: member.name, online: false })

    // Members hear when support (any admin) comes and goes.
    const memberSocket = await open(shop.url, member)
    const supportOffline = nextEvent(memberSocket, "disconnectUser")
    adminSocket.close()
    expect(await supportOffline).toEqual({ id: "support", name: "Support", online: false })
    const supportOnline = nextEvent(memberSocket, "connectUser")
    await open(shop.url, admin)
    expect(await supportOnline).toEqual({ id: "support", name: "Support", online: true })
  })

  it("delivers member ↔ admin messages live to both sides and every open tab", async () => {
    const adminSocket = await open(shop.url, admin)
    const tab1 = await open(shop.url, member)
    const tab2 = await open(shop.url, member, ["polling"])
    expect(await whoAmI(tab1)).toEqual({ id: member.id, name: member.name, isAdmin: false })
    expect(await whoAmI(adminSocket)).toEqual({ id: "support", name: "Amina Kamau", isAdmin: true })

    const atAdmin = nextEvent(adminSocket, "message")
    const atTab2 = nextEvent(tab2, "message")
    const sent = await send(tab1, "support", "  Habari, where is my order? <b>now</b>  ")
    const expected = {
      id: expect.any(String),
      from: member.id,
      to: "support",
      value: "Habari, where is my order? <b>now</b>",
      time: expect.any(String),
      user: { name: member.name },
    }
    expect(sent.message).toEqual(expected)
    expect(await atAdmin).toEqual(expected)
    expect(await atTab2).toEqual(expected)

    const reply1 = nextEvent(tab1, "message")
    const reply2 = nextEvent(tab2, "message")
    await send(adminSocket, member.id, "It ships today.")
    const reply = { from: "support", to: member.id, value: "It ships today.", user: { name: admin.name } }
    expect(await reply1).toMatchObject(reply)
    expect(await reply2).toMatchObject(reply)

    const history = await messages(tab1)
    expect(history.messages.map((m) => m.value)).toEqual(["Habari, where is my order? <b>now</b>", "It ships today."])
  })

  it("never lets a member reach another member", async () => {
    const mine = await open(shop.url, member)
    const theirs = await open(shop.url, otherMember)
    const received = collect(theirs, "message")
    const errors = collect(mine, "error")
    expect(await send(mine, otherMember.id, "psst")).toEqual({ error: "You can only write to support." })
    expect(errors).toEqual([{ message: "You can only write to support." }])
    await quiet(300)
    expect(received).toEqual([])
    expect((await messages(theirs)).messages).toEqual([])
    // A member's history is their own conversation, whatever they ask for.
    expect((await messages(theirs, member.id)).messages).toEqual([])
    expect(await users(theirs)).toEqual([{ id: "support", name: "Support", online: expect.any(Boolean), unread: 0 }])
  })

  it("refuses empty, too long and too many messages, storing none of them", async () => {
    const sender = await register(shop.url, "Esther")
    const socket = await open(shop.url, sender)
    expect(await send(socket, "support", "   \n ")).toEqual({ error: "Please type message." })
    expect(await send(socket, "support", "x".repeat(2001))).toEqual({
      error: "Message may not be longer than 2000 characters.",
    })
    expect((await send(socket, "support", "y".repeat(2000))).message?.value).toHaveLength(2000)
    for (let i = 2; i <= 10; i++) {
      expect((await send(socket, "support", `message ${i}`)).message).toBeDefined()
    }
    const tooFast = nextEvent(socket, "error")
    expect(await send(socket, "support", "message 11")).toEqual({
      error: "You are sending messages too fast. Please wait a few seconds.",
    })
    expect(await tooFast).toEqual({ message: "You are sending messages too fast. Please wait a few seconds." })
    expect((await messages(socket)).messages).toHaveLength(10)
  })

  it("counts unread messages per conversation and clears them when the reader opens it", async () => {
    const writer = await register(shop.url, "Faith")
    const adminSocket = await open(shop.url, admin)
    const socket = await open(shop.url, writer)
    await send(socket, "support", "one")
    await send(socket, "support", "two")
    expect((await users(adminSocket)).find((u) => u.id === writer.id)).toEqual({
      id: writer.id,
      name: writer.name,
      online: true,
      unread: 2,
    })
    expect((await messages(adminSocket, writer.id)).messages.map((m) => m.value)).toEqual(["one", "two"])
    expect((await users(adminSocket)).find((u) => u.id === writer.id)?.unread).toBe(0)

    await send(adminSocket, writer.id, "answer")
    expect((await users(socket))[0].unread).toBe(1)
    await messages(socket)
    expect((await users(socket))[0].unread).toBe(0)
  })

  it("keeps the last 200 messages and loads earlier ones on request", async () => {
    const chatty = await register(shop.url, "Gitau")
    await query(
      database.url,
      `insert into chat_message (id, conversation_id, from_id, to_id, sender_name, text, created_at)
       select 'chmsg_seed_' || lpad(n::text, 3, '0'), $1, $1, 'support', $2, 'old ' || n,
              now() - interval '1 hour' + n * interval '1 second'
         from generate_series(1, 230) as n`,
      [chatty.id, chatty.name]
    )
    const socket = await open(shop.url, chatty)
    const latest = await messages(socket)
    expect(latest.messages).toHaveLength(200)
    expect(latest.hasMore).toBe(true)
    expect(latest.messages[0].value).toBe("old 31")
    expect(latest.messages[199].value).toBe("old 230")
    const earlier = await messages(socket, undefined, latest.messages[0].id)
    expect(earlier.hasMore).toBe(false)
    expect(earlier.messages.map((m) => m.value)).toEqual(Array.from({ length: 30 }, (_, i) => `old ${i + 1}`))
  })

  it("e-mails an offline recipient once per conversation per 30 minutes", async () => {
    const away = await register(shop.url, "Halima")
    const adminSocket = await open(shop.url, admin)
    await send(adminSocket, away.id, "Your refund is ready.")
    const [mail] = await waitForMail(away.email, "chat-message-waiting")
    expect(mail.subject).toBe("A support message is waiting for you")
    await send(adminSocket, away.id, "Are you there?")
    await quiet(1500)
    expect(outboxMails(away.email, "chat-message-waiting")).toHaveLength(1)

    // Online recipients get no e-mail; admins get one when no admin is online.
    adminSocket.close()
    const writer = await open(shop.url, away)
    await until(async () => !(await users(writer))[0].online)
    await send(writer, "support", "Thanks!")
    await waitForMail(admin.email, "chat-message-waiting", away.name)
    await send(writer, "support", "Hello?")
    await quiet(1500)
    expect(outboxMails(admin.email, "chat-message-waiting", away.name)).toHaveLength(1)
  })

  it("answers the original client's calls without an acknowledgement with arrays of users and messages", async () => {
    const writer = await register(shop.url, "Imani")
    const other = await register(shop.url, "Jabari")
    const adminSocket = await open(shop.url, admin)
    const socket = await open(shop.url, writer)
    const otherSocket = await open(shop.url, other)
    await send(socket, "support", "Where is my parcel?")
    await send(adminSocket, writer.id, "On its way.")
    await send(otherSocket, "support", "Do you deliver to Kisumu?")

    const listed = nextEvent<ChatUserEntry[]>(socket, "getUsers")
    socket.emit("getUsers")
    expect(await listed).toEqual([{ id: "support", name: "Support", online: true, unread: 1 }])

    // A member's own conversation, oldest first, with spec §3's message fields.
    const mine = nextEvent<ChatMessage[]>(socket, "getMessages")
    socket.emit("getMessages")
    expect(await mine).toEqual([
      { id: expect.any(String), from: writer.id, to: "support", value: "Where is my parcel?", time: expect.any(String), user: { name: writer.name } },
      { id: expect.any(String), from: "support", to: writer.id, value: "On its way.", time: expect.any(String), user: { name: admin.name } },
    ])

    // An admin who names no user: the latest messages of every conversation, oldest first.
    const everything = nextEvent<ChatMessage[]>(adminSocket, "getMessages")
    adminSocket.emit("getMessages")
    const all = await everything
    const values = all.map((m) => m.value)
    expect(values.indexOf("Where is my parcel?")).toBeGreaterThanOrEqual(0)
    expect(values.indexOf("Where is my parcel?")).toBeLessThan(values.indexOf("On its way."))
    expect(values.indexOf("On its way.")).toBeLessThan(values.indexOf("Do you deliver to Kisumu?"))
    const conversations = new Set(all.map((m) => (m.from === "support" ? m.to : m.from)))
    expect([writer.id, other.id, member.id].filter((id) => !conversations.has(id))).toEqual([])
    const times = all.map((m) => Date.parse(m.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    // Naming a user: that conversation only.
    const theirs = nextEvent<ChatMessage[]>(adminSocket, "getMessages")
    adminSocket.emit("getMessages", { user: other.id })
    expect((await theirs).map((m) => m.value)).toEqual(["Do you deliver to Kisumu?"])

    // The shop's page asks with an acknowledgement: the page and its paging come back there, and no event.
    const events = collect(socket, "getMessages")
    expect(await messages(socket)).toMatchObject({ user: "support", before: null, hasMore: false, messages: await mine })
    expect(await messages(adminSocket)).toMatchObject({ user: null, messages: all })
    await quiet(300)
    expect(events).toEqual([])
  })
})

describe("ending an account's chat", () => {
  afterEach(closeAll)

  it("closes every socket of a member whose password changes, and refuses the old token", async () => {
    const person = await register(shop.url, "Kamande")
    const tab1 = await open(shop.url, person)
    const tab2 = await open(shop.url, person, ["polling"])
    const closed = [nextDisconnect(tab1), nextDisconnect(tab2)]
    await changePassword(shop.url, person)
    expect(await Promise.all(closed)).toEqual(["io server disconnect", "io server disconnect"])
    await expect(connect(shop.url, person.token)).rejects.toThrow(UNAUTHORIZED)

    const login = await call(shop.url, "POST", "/api/auth/login", "", { email: person.email, password: "new-secret" })
    const again = await open(shop.url, { ...person, token: login.data.token })
    expect((await send(again, "support", "New password, same me")).message?.value).toBe("New password, same me")
  })

  it("closes the sockets of a customer deleted in Medusa Admin", async () => {
    const person = await register(shop.url, "Lemayian")
    const socket = await open(shop.url, person)
    const [{ customer_id: customerId }] = await query(database.url, "select customer_id from account where id = $1", [person.id])
    // A Medusa Admin user's token, signed as the shop signs them.
    const adminUser = generateJwtToken(
      { actor_id: "user_chat_test", actor_type: "user", auth_identity_id: "authid_chat_test", app_metadata: { user_id: "user_chat_test" } },
      { secret: jwtSecret, expiresIn: "1h" }
    )
    const closed = nextDisconnect(socket)
    expect((await call(shop.url, "DELETE", `/admin/customers/${customerId}`, `Bearer ${adminUser}`)).status).toBe(200)
    expect(await closed).toBe("io server disconnect")
    await expect(connect(shop.url, person.token)).rejects.toThrow(UNAUTHORIZED)
  })

  it("closes a deleted merchant's sockets; the account comes back as a member", async () => {
    const person = await register(shop.url, "Muthoni")
    const applied = await call(shop.url, "POST", "/api/merchant/add", "", {
      name: person.name,
      email: person.email,
      phoneNumber: "0712345678",
      brand: `Muthoni Weaves ${Date.now()}`,
      business: "Hand-woven baskets from Machakos",
    })
    expect(applied.status).toBe(200)
    const merchantId = applied.data.merchant._id
    expect((await call(shop.url, "PUT", `/api/merchant/approve/${merchantId}`, admin.token)).status).toBe(200)
    const socket = await open(shop.url, person)
    expect(await send(socket, "support", "My shop is open")).toMatchObject({ message: { value: "My shop is open" } })

    const closed = nextDisconnect(socket)
    expect((await call(shop.url, "DELETE", `/api/merchant/delete/${merchantId}`, admin.token)).status).toBe(200)
    expect(await closed).toBe("io server disconnect")
    const again = await open(shop.url, person)
    expect(await whoAmI(again)).toEqual({ id: person.id, name: person.name, isAdmin: false })
    expect(await users(again)).toEqual([{ id: "support", name: "Support", online: expect.any(Boolean), unread: 0 }])
  })

  it("checks the account again on every event: a session ended without an event, a demoted admin", async () => {
    const revoked = await register(shop.url, "Njeri")
    const deleted = await register(shop.url, "Otieno")
    const demoted = await registerAdmin(shop.url, "Pendo")
    const revokedSocket = await open(shop.url, revoked)
    const deletedSocket = await open(shop.url, deleted)
    const demotedSocket = await open(shop.url, demoted)
    expect(await whoAmI(demotedSocket)).toMatchObject({ id: "support", isAdmin: true })

    // Changed straight in the database: no event closes these sockets, their next event does.
    await query(database.url, "update account set password_changed_at = now() + interval '1 minute' where id = $1", [revoked.id])
    await query(database.url, "update customer set deleted_at = now() where id = (select customer_id from account where id = $1)", [deleted.id])
    await query(database.url, "update account set role = 'ROLE_MEMBER' where id = $1", [demoted.id])

    for (const [socket, person] of [[revokedSocket, revoked], [deletedSocket, deleted]] as const) {
      const errors = collect(socket, "error")
      const closed = nextDisconnect(socket)
      expect(await send(socket, "support", "Still here?")).toEqual({ error: UNAUTHORIZED })
      expect(await closed).toBe("io server disconnect")
      expect(errors).toEqual([{ message: UNAUTHORIZED }])
      expect(await storedTexts(person.id)).toEqual([])
      await expect(connect(shop.url, person.token)).rejects.toThrow(UNAUTHORIZED)
    }

    // The demoted admin writes to a member as support: refused, closed, and back as a member.
    const closed = nextDisconnect(demotedSocket)
    expect(await send(demotedSocket, member.id, "Admin speaking")).toEqual({ error: "Your account has changed. Please try again." })
    expect(await closed).toBe("io server disconnect")
    expect(await storedTexts(member.id)).not.toContain("Admin speaking")
    const again = await open(shop.url, demoted)
    expect(await whoAmI(again)).toEqual({ id: demoted.id, name: demoted.name, isAdmin: false })
    expect(await users(again)).toEqual([{ id: "support", name: "Support", online: expect.any(Boolean), unread: 0 }])
    expect(await messages(again, member.id)).toMatchObject({ user: "support", messages: [] })
  })
})

describe("support chat on two servers with Redis, after a restart", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let serverA: ShopServer
  let serverB: ShopServer
  let before: { history: string[]; unread: number }

  beforeAll(async () => {
    const adminSocket = await open(shop.url, admin)
    const memberSocket = await open(shop.url, member)
    await send(memberSocket, "support", "Before the restart")
    before = {
      history: (await messages(memberSocket)).messages.map((m) => m.value),
      unread: (await users(adminSocket)).find((u) => u.id === member.id)!.unread,
    }
    closeAll()
    await shop.stop()

    redis = await startRedis(workDir)
    const redisEnv = { ...env, REDIS_URL: redis.url }
    ;[serverA, serverB] = await Promise.all([startShopServer(redisEnv, workDir), startShopServer(redisEnv, workDir)])
  })

  afterAll(async () => {
    closeAll()
    await Promise.all([serverA?.stop(), serverB?.stop()])
    await redis?.stop()
  })

  it("keeps history and unread counts across the restart", async () => {
    const memberSocket = await open(serverA.url, member)
    const adminSocket = await open(serverB.url, admin)
    expect(before.unread).toBeGreaterThan(0)
    expect((await users(adminSocket)).find((u) => u.id === member.id)?.unread).toBe(before.unread)
    expect((await messages(memberSocket)).messages.map((m) => m.value)).toEqual(before.history)
  })

  it("joins a member on server A and the admin on server B, live", async () => {
    const adminSocket = await open(serverB.url, admin)
    const memberOnline = nextEvent(adminSocket, "connectUser", (u) => u.id === otherMember.id)
    const memberSocket = await open(serverA.url, otherMember)
    await memberOnline
    expect((await users(memberSocket))[0]).toMatchObject({ id: "support", online: true })
    expect((await users(adminSocket)).find((u) => u.id === otherMember.id)).toMatchObject({ online: true })

    const atAdmin = nextEvent(adminSocket, "message")
    await send(memberSocket, "support", "Hello from A")
    expect(await atAdmin).toMatchObject({ from: otherMember.id, value: "Hello from A" })
    const atMember = nextEvent(memberSocket, "message")
    await send(adminSocket, otherMember.id, "Hello from B")
    expect(await atMember).toMatchObject({ from: "support", to: otherMember.id, value: "Hello from B" })

    const offline = nextEvent(adminSocket, "disconnectUser", (u) => u.id === otherMember.id)
    memberSocket.close()
    expect(await offline).toMatchObject({ online: false })
  })

  it("closes a member's sockets on both servers when the password changes on one of them", async () => {
    const person = await register(serverA.url, "Rehema")
    const onA = await open(serverA.url, person)
    const onB = await open(serverB.url, person)
    const closed = [nextDisconnect(onA), nextDisconnect(onB)]
    await changePassword(serverB.url, person)
    expect(await Promise.all(closed)).toEqual(["io server disconnect", "io server disconnect"])
    await expect(connect(serverA.url, person.token)).rejects.toThrow(UNAUTHORIZED)
  })
})
