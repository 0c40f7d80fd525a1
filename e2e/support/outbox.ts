import fs from "node:fs"
import path from "node:path"
import { expect } from "@playwright/test"

export type Email = { to: string; subject: string; template: string; text: string; html: string }

/** The shop's outbox: SHOP_DATA_DIR/outbox (the data folder global-setup started the shop with). */
export function outboxDir(): string {
  const dataDir = process.env.SHOP_DATA_DIR || path.resolve(__dirname, "..", "..", ".data")
  return path.join(dataDir, "outbox")
}

function readEmails(): Email[] {
  const dir = outboxDir()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Email)
}

/** Waits for the newest e-mail to `to` whose text matches `pattern`, and returns the match. */
export async function waitForEmail(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  const found: { match?: RegExpMatchArray } = {}
  await expect
    .poll(
      () => {
        const mails = readEmails().filter((mail) => mail.to === to)
        found.match = mails.map((mail) => mail.text.match(pattern)).filter((m): m is RegExpMatchArray => m !== null).pop()
        return found.match !== undefined
      },
      { message: `an e-mail to ${to} matching ${pattern} in ${outboxDir()}`, timeout: 20_000 },
    )
    .toBe(true)
  return found.match!
}

export type Sms = { to: string; template: string; text: string }

/** The SMS the shop wrote to its outbox (no Africa's Talking settings): `.sms` files, a header and the text. */
function readSms(): Sms[] {
  const dir = outboxDir()
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".sms"))
    .sort()
    .map((name) => {
      const [head, ...body] = fs.readFileSync(path.join(dir, name), "utf8").split("\n\n")
      const field = (key: string) => head.split("\n").find((line) => line.startsWith(`${key}: `))?.slice(key.length + 2) ?? ""
      return { to: field("To"), template: field("Template"), text: body.join("\n\n").trim() }
    })
}

/** Waits for the newest SMS to `to` (+2547…) from `template`, and returns its text. */
export async function waitForSms(to: string, template: string): Promise<string> {
  const found: { text?: string } = {}
  await expect
    .poll(
      () => {
        found.text = readSms().filter((sms) => sms.to === to && sms.template === template).pop()?.text
        return found.text !== undefined
      },
      { message: `an SMS "${template}" to ${to} in ${outboxDir()}`, timeout: 20_000 },
    )
    .toBe(true)
  return found.text!
}
