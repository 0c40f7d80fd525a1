import escapeHtml from "escape-html"
import { shopUrl } from "../config/shop-url"

export type Email = { subject: string; html: string; text: string }

export const SHOP_NAME = "Duka Kenya"

/** The shop's public address (src/config/shop-url.ts), for the templates' links. */
export { shopUrl }

/** Wraps paragraphs (plain text, escaped here), an optional button and an optional help link in the shop's e-mail layout. */
export function emailLayout(subject: string, paragraphs: string[], action?: { label: string; url: string }, help?: { label: string; url: string }): Email {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("")
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : ""
  const helpLink = help ? `<p style="margin:16px 0 0"><a href="${escapeHtml(help.url)}">${escapeHtml(help.label)}</a></p>` : ""
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(SHOP_NAME)}</h1>${body}${button}${helpLink}
<p style="color:#6b7280;font-size:12px">${escapeHtml(SHOP_NAME)} · Nairobi, Kenya</p></body></html>`
  const text = [...paragraphs, action ? `${action.label}: ${action.url}` : "", help ? `${help.label} ${help.url}` : "", `— ${SHOP_NAME}`].filter(Boolean).join("\n\n")
  return { subject, html, text }
}
