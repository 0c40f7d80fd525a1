/** The shop's own events; subscribers in src/subscribers send the e-mails. */
export const ShopEvents = {
  ACCOUNT_CREATED: "shop.account.created",
  PASSWORD_RESET_REQUESTED: "shop.password_reset.requested",
  PASSWORD_CHANGED: "shop.password.changed",
  NEWSLETTER_SUBSCRIBED: "shop.newsletter.subscribed",
  CONTACT_RECEIVED: "shop.contact.received",
  ORDER_PLACED: "shop.order.placed",
  ORDER_CANCELLED: "shop.order.cancelled",
  ORDER_LINE_CANCELLED: "shop.order_line.cancelled",
} as const
