import { apiFetch } from '@/lib/api-client';

export interface PlaceOrderInput {
  cartId: string;
  total: number;
  message: string;
}

export interface PlaceOrderResponse {
  success: boolean;
  message: string;
  order: { _id: string };
}

/** POST /api/order/add {cartId, total, message} → the new order's id (spec §7). */
export const placeOrder = (input: PlaceOrderInput): Promise<PlaceOrderResponse> =>
  apiFetch<PlaceOrderResponse>('/order/add', { method: 'POST', body: JSON.stringify(input) });
