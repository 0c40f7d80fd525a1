/** The shop's own events; subscribers in src/subscribers send the e-mails and refresh caches. */
export const ShopEvents = {
  ACCOUNT_CREATED: "shop.account.created",
  PASSWORD_RESET_REQUESTED: "shop.password_reset.requested",
  PASSWORD_CHANGED: "shop.password.changed",
  NEWSLETTER_SUBSCRIBED: "shop.newsletter.subscribed",
  CONTACT_RECEIVED: "shop.contact.received",
  ORDER_PLACED: "shop.order.placed",
  ORDER_CANCELLED: "shop.order.cancelled",
  ORDER_LINE_CANCELLED: "shop.order_line.cancelled",
  REVIEW_CREATED: "shop.review.created",
  REVIEW_APPROVED: "shop.review.approved",
  REVIEW_REJECTED: "shop.review.rejected",
  REVIEW_DELETED: "shop.review.deleted",
  CHAT_MESSAGE_WAITING: "shop.chat.message_waiting",
} as const
