/** The shop's own events; subscribers in src/subscribers send the e-mails and refresh the catalogue cache. */
export const ShopEvents = {
  ACCOUNT_CREATED: "shop.account.created",
  PASSWORD_RESET_REQUESTED: "shop.password_reset.requested",
  PASSWORD_CHANGED: "shop.password.changed",
  // An account lost its role (a deleted merchant is a member again): its open chat sockets are closed.
  ACCOUNT_DEMOTED: "shop.account.demoted",
  NEWSLETTER_SUBSCRIBED: "shop.newsletter.subscribed",
  CONTACT_RECEIVED: "shop.contact.received",
  ORDER_PLACED: "shop.order.placed",
  ORDER_CANCELLED: "shop.order.cancelled",
  // The buyer gave the delivery details of an order placed without them: its sellers are told.
  ORDER_DELIVERY_SET: "shop.order.delivery_set",
  ORDER_LINE_CANCELLED: "shop.order_line.cancelled",
  // A pending M-Pesa payment held its cart's stock, or gave it back (failed, expired, mismatched).
  PAYMENT_STOCK_CHANGED: "shop.payment.stock_changed",
  // A line was set to Shipped or Delivered: the buyer is told by e-mail and SMS.
  ORDER_LINE_SHIPPED: "shop.order_line.shipped",
  ORDER_LINE_DELIVERED: "shop.order_line.delivered",
  REVIEW_CREATED: "shop.review.created",
  REVIEW_APPROVED: "shop.review.approved",
  REVIEW_REJECTED: "shop.review.rejected",
  REVIEW_DELETED: "shop.review.deleted",
  CHAT_MESSAGE_WAITING: "shop.chat.message_waiting",
  MERCHANT_APPLIED: "shop.merchant.applied",
  MERCHANT_APPROVED: "shop.merchant.approved",
  MERCHANT_REJECTED: "shop.merchant.rejected",
  MERCHANT_DISABLED: "shop.merchant.disabled",
  // A merchant's payout method was set or changed: the merchant's contact before the change is told (issue 48).
  PAYOUT_METHOD_CHANGED: "shop.payout_method.changed",
  // A B2C result claimed a payout's or a refund's failure: Transaction Status is asked before anything is put back (issue 48).
  B2C_FAILURE_CLAIMED: "shop.b2c.failure_claimed",
  // M-Pesa paid a refund to a buyer: she is told by e-mail and SMS with its M-Pesa reference (issue item 2).
  REFUND_SENT: "shop.refund.sent",
  // Daraja's STK callback or receipt status result was stored by its hook ({ id, kind }): a subscriber settles it.
  MPESA_CALLBACK_RECEIVED: "shop.mpesa_callback.received",
  // A B2C result, queue timeout or status result was stored by its hook ({ id }): a subscriber settles it.
  PAYOUT_CALLBACK_RECEIVED: "shop.payout_callback.received",
  PRODUCT_CHANGED: "shop.product.changed",
  BRAND_CHANGED: "shop.brand.changed",
  CATEGORY_CHANGED: "shop.category.changed",
  // The admin added or removed a search synonym: searches read differently.
  SEARCH_SYNONYMS_CHANGED: "shop.search.synonyms_changed",
} as const

/** Events after which product listings may read differently. */
export const CATALOGUE_EVENTS = [
  ShopEvents.PRODUCT_CHANGED,
  ShopEvents.BRAND_CHANGED,
  ShopEvents.CATEGORY_CHANGED,
  ShopEvents.SEARCH_SYNONYMS_CHANGED,
  // A merchant's approval makes their brand; disabling them hides their brand and products.
  ShopEvents.MERCHANT_APPROVED,
  ShopEvents.MERCHANT_DISABLED,
  // Approved reviews make the listing's ratings.
  ShopEvents.REVIEW_APPROVED,
  ShopEvents.REVIEW_REJECTED,
  ShopEvents.REVIEW_DELETED,
]

/** Events after which listings show a different stock left (orders reserve it, cancellations give it back); nothing else. */
export const STOCK_EVENTS = [
  ShopEvents.ORDER_PLACED,
  ShopEvents.ORDER_CANCELLED,
  ShopEvents.ORDER_LINE_CANCELLED,
  ShopEvents.PAYMENT_STOCK_CHANGED,
]
