import { useStore } from '../create-store';
import { cartStore, type CartItem, type CartState } from './cart-store';

export const useCart = (): CartState => useStore(cartStore, (state) => state);
export const useCartItems = (): CartItem[] => useStore(cartStore, (state) => state.items);
export const useCartTotal = (): number => useStore(cartStore, (state) => state.total);
/** Number of cart lines, as the header badge counts them. */
export const useCartCount = (): number => useStore(cartStore, (state) => state.items.length);
export const useHasAddon = (): boolean => useStore(cartStore, (state) => state.items.some((item) => item.isAddon));
export const useOrderMessage = (): string => useStore(cartStore, (state) => state.message);
export const useIsInCart = (productId: string): boolean =>
  useStore(cartStore, (state) => state.items.some((item) => item._id === productId));
export const useCartLine = (productId: string): CartItem | undefined =>
  useStore(cartStore, (state) => state.items.find((item) => item._id === productId));
