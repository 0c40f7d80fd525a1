export {
  addToCart,
  calculateCartTotal,
  cartStore,
  clearCart,
  clearCartId,
  readStoredCart,
  removeFromCart,
  roundMoney,
  setCartId,
  setOrderMessage,
  CART_ID_KEY,
  CART_ITEMS_KEY,
  CART_TOTAL_KEY,
  type CartItem,
  type CartState,
  type NewCartItem,
} from './cart-store';
export * from './hooks';
