import fs from "fs"
import http from "http"
import type { AddressInfo } from "net"
import path from "path"
import { shopPaths } from "../../src/config/paths"

/** One request the peer received: its headers and its form fields. */
export type AtRequest = { path: string; headers: http.IncomingHttpHeaders; form: Record<string, string> }
type Reply = { status: number; body: unknown }

export const sentReply = (to: string): Reply => ({
  status: 201,
  body: {
    SMSMessageData: {
      Message: "Sent to 1/1 Total Cost: KES 0.8000",
      Recipients: [{ statusCode: 101, number: to, status: "Success", cost: "KES 0.8000", messageId: `ATPid_${Date.now()}` }],
    },
  },
})

/** A refused number: 201 with the number's status 403 InvalidPhoneNumber, as Africa's Talking answers it. */
export const invalidNumberReply = (to: string): Reply => ({
  status: 201,
  body: {
    SMSMessageData: {
      Message: "Sent to 0/1 Total Cost: 0",
      Recipients: [{ statusCode: 403, number: to, status: "InvalidPhoneNumber", cost: "0", messageId: "None" }],
    },
  },
})

export const serverErrorReply: Reply = { status: 500, body: "Internal Server Error" }

/**
 * A small local stand-in for Africa's Talking's SMS API on a loopback port: it takes the
 * form-encoded POST /version1/messaging and answers with `reply` (by default every number Sent).
 */
export async function startAfricasTalkingPeer() {
  const requests: AtRequest[] = []
  const peer = {
    requests,
    reply: (form: Record<string, string>): Reply => sentReply(form.to),
    url: "",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The requests to a number, once `count` of them have come (or after the timeout, what came). */
    async to(number: string, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline && requests.filter((r) => r.form.to === number).length < count) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return requests.filter((r) => r.form.to === number)
    },
  }
  const server = http.createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk) => (raw += chunk))
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({ path: req.url ?? "", headers: req.headers, form })
      const reply = req.method === "POST" && req.url === "/version1/messaging" ? peer.reply(form) : { status: 404, body: "Not found" }
      const json = typeof reply.body !== "string"
      res.writeHead(reply.status, { "content-type": json ? "application/json" : "text/plain" })
      res.end(json ? JSON.stringify(reply.body) : reply.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return peer
}

export type SmsFile = { to: string; template: string; text: string }

/** The SMS written to the outbox (no Africa's Talking settings) for a number and template. */
export function smsInOutbox(to: string, template: string): SmsFile[] {
  const dir = path.join(shopPaths().dataDir, "outbox")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".sms"))
    .map((f) => {
      const [head, ...body] = fs.readFileSync(path.join(dir, f), "utf8").split("\n\n")
      const fields = Object.fromEntries(head.split("\n").map((line) => [line.split(": ")[0], line.slice(line.indexOf(": ") + 2)]))
      return { to: fields.To, template: fields.Template, text: body.join("\n\n").trim() }
    })
    .filter((sms) => sms.to === to && sms.template === template)
}

/** The e-mails in the outbox (as .json records) for an address and template. */
export function emailsInOutbox(to: string, template: string): { to: string; subject: string; text: string }[] {
  const dir = path.join(shopPaths().dataDir, "outbox")
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")))
    .filter((mail) => mail.to === to && mail.template === template)
}

/** Waits for the e-mail to `to` with the template whose subject contains `subjectPart`. */
export async function waitForEmail(to: string, template: string, subjectPart: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const match = emailsInOutbox(to, template).find((mail) => mail.subject.includes(subjectPart))
    if (match) return match
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${template} e-mail to ${to} about ${subjectPart}`)
}
