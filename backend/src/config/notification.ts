/**
 * E-mail goes through Medusa's notification module. With SENDGRID_API_KEY the
 * SendGrid provider sends it; without it Medusa's local provider logs it.
 */
export function notificationModule(sendgridApiKey: string | undefined) {
  if (!sendgridApiKey) {
    return []
  }
  return [
    {
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/notification-sendgrid",
            id: "sendgrid",
            options: {
              channels: ["email"],
              api_key: sendgridApiKey,
              from: process.env.SENDGRID_FROM || "no-reply@duka.co.ke",
            },
          },
        ],
      },
    },
  ]
}
