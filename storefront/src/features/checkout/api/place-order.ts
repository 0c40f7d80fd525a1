import { apiFetch } from '@/lib/api-client';
import type { DeliveryOption } from '@/api/delivery';

/** Where the order goes; the fee is the one the shopper saw (the server refuses another). */
export interface DeliveryChoice {
  option: DeliveryOption;
  addressId?: string;
  stationId?: string;
  phone: string;
  fee: number;
}

export interface PlaceOrderInput {
  cartId: string;
  total: number;
  message: string;
  delivery?: DeliveryChoice;
}

export interface PlaceOrderResponse {
  success: boolean;
  message: string;
  order: { _id: string };
}

/** POST /api/order/add {cartId, total, message, delivery} → the new order's id (spec §7). */
export const placeOrder = (input: PlaceOrderInput): Promise<PlaceOrderResponse> =>
  apiFetch<PlaceOrderResponse>('/order/add', { method: 'POST', body: JSON.stringify(input) });
