import { bearer, type ShopApi } from "./accounts"

/** `PUT /api/order/status/item/:itemId` as the holder of `token` (the answer is not checked here). */
export const setLineStatus = (api: ShopApi, token: string, orderId: string, itemId: string, status: string) =>
  api.put(`/api/order/status/item/${itemId}`, { orderId, status }, bearer(token))
