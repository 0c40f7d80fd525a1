import path from "path"

/**
 * E-mail goes through Medusa's notification module: the SendGrid provider when
 * SENDGRID_API_KEY is set, otherwise the outbox provider that writes each message to
 * `<data folder>/outbox/`.
 */
export function notificationModule(sendgridApiKey: string | undefined, dataDir: string) {
  const provider = sendgridApiKey
    ? {
        resolve: "@medusajs/medusa/notification-sendgrid",
        id: "sendgrid",
        options: {
          channels: ["email"],
          api_key: sendgridApiKey,
          from: process.env.SENDGRID_FROM || "no-reply@duka.co.ke",
        },
      }
    : {
        resolve: "./src/modules/outbox-notification",
        id: "outbox",
        options: { channels: ["email"], outboxDir: path.join(dataDir, "outbox") },
      }
  return [{ resolve: "@medusajs/medusa/notification", options: { providers: [provider] } }]
}
