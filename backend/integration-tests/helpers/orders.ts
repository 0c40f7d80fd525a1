import { bearer, type ShopApi } from "./accounts"

/** `PUT /api/order/status/item/:itemId` as the holder of `token` (the answer is not checked here). */
export const setLineStatus = (api: ShopApi, token: string, orderId: string, itemId: string, status: string) =>
  api.put(`/api/order/status/item/${itemId}`, { orderId, status }, bearer(token))

/** `POST /api/order/:id/cash-received` (pay on delivery, the shop's rider collected): the cash reached the shop. */
export const confirmCash = (api: ShopApi, token: string, orderId: string) => api.post(`/api/order/${orderId}/cash-received`, {}, bearer(token))
