import path from "path"

type Provider = { resolve: string; id: string; options: Record<string, unknown> }

/** Africa's Talking's settings, when AT_USERNAME and AT_API_KEY are both set. */
export function africasTalkingOptions(env: NodeJS.ProcessEnv = process.env) {
  if (!env.AT_USERNAME || !env.AT_API_KEY) return null
  return {
    username: env.AT_USERNAME,
    apiKey: env.AT_API_KEY,
    senderId: env.AT_SENDER_ID || undefined,
    baseUrl: env.AT_BASE_URL || "https://api.africastalking.com",
  }
}

/**
 * E-mail and SMS go through Medusa's notification module (one provider per channel): e-mail by
 * the SendGrid provider when SENDGRID_API_KEY is set, SMS by Africa's Talking when AT_USERNAME and
 * AT_API_KEY are set; a channel without its service goes to the outbox provider, which writes each
 * message to `<data folder>/outbox/`.
 */
export function notificationModule(sendgridApiKey: string | undefined, dataDir: string) {
  const sms = africasTalkingOptions()
  const providers: Provider[] = []
  if (sendgridApiKey) {
    providers.push({
      resolve: "@medusajs/medusa/notification-sendgrid",
      id: "sendgrid",
      options: {
        channels: ["email"],
        api_key: sendgridApiKey,
        from: process.env.SENDGRID_FROM || "no-reply@duka.co.ke",
      },
    })
  }
  if (sms) {
    providers.push({ resolve: "./src/modules/africastalking-sms", id: "africastalking", options: { channels: ["sms"], ...sms } })
  }
  const outboxChannels = [...(sendgridApiKey ? [] : ["email"]), ...(sms ? [] : ["sms"])]
  if (outboxChannels.length) {
    providers.push({
      resolve: "./src/modules/outbox-notification",
      id: "outbox",
      options: { channels: outboxChannels, outboxDir: path.join(dataDir, "outbox") },
    })
  }
  return [{ resolve: "@medusajs/medusa/notification", options: { providers } }]
}
