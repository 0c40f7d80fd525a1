import { useStore } from '../create-store';
import { cartStore, type CartItem, type CartState } from './cart-store';

export const useCart = (): CartState => useStore(cartStore, (state) => state);
/** Number of cart lines, as the header badge counts them. */
export const useCartCount = (): number => useStore(cartStore, (state) => state.items.length);
export const useIsInCart = (productId: string): boolean =>
  useStore(cartStore, (state) => state.items.some((item) => item._id === productId));
export const useCartLine = (productId: string): CartItem | undefined =>
  useStore(cartStore, (state) => state.items.find((item) => item._id === productId));
