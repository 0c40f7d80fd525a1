import { createStore } from '../create-store';

/** A cart line (spec §3): one per product, `_id` is the product id. */
export interface CartItem {
  _id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  quantity: number;
  variant: string | null;
  price: number;
  taxable: boolean;
  totalPrice: number;
  isAddon: boolean;
  /** The most the bag's + may reach (the per-stock cap when it was added); absent on older lines. */
  maxQuantity?: number;
}

export type NewCartItem = Omit<CartItem, 'totalPrice'>;

export interface CartState {
  items: CartItem[];
  /** Σ price × quantity, rounded to 2 decimals. */
  total: number;
  /** Server cart id from checkout; dropped whenever the items change (it no longer matches). */
  cartId: string | null;
  /** Optional order message, offered when the cart holds an add-on; memory only. */
  message: string;
}

/** Browser storage keys (spec §7). */
export const CART_ITEMS_KEY = 'cart_items';
export const CART_TOTAL_KEY = 'cart_total';
export const CART_ID_KEY = 'cart_id';
const CART_KEYS: ReadonlySet<string> = new Set([CART_ITEMS_KEY, CART_TOTAL_KEY, CART_ID_KEY]);

/** Round to 2 decimals; `toPrecision` first absorbs binary noise (10.005 × 100 = 1000.4999…). */
export const roundMoney = (value: number): number => Math.round(Number((value * 100).toPrecision(15))) / 100;

/** Cart total (spec §9): the sum of price × quantity, rounded to 2 decimals. */
export function calculateCartTotal(items: ReadonlyArray<Pick<CartItem, 'price' | 'quantity'>>): number {
  return roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

const asNumber = (value: unknown, fallback = 0): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
};

/** A stored item, or null when it is not one; tolerates older or hand-edited entries. */
function toCartItem(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw._id !== 'string' || !raw._id) return null;
  const price = asNumber(raw.price);
  const quantity = Math.max(1, Math.floor(asNumber(raw.quantity, 1)));
  return {
    _id: raw._id,
    name: typeof raw.name === 'string' ? raw.name : '',
    slug: typeof raw.slug === 'string' ? raw.slug : '',
    imageUrl: typeof raw.imageUrl === 'string' && raw.imageUrl ? raw.imageUrl : null,
    quantity,
    variant: typeof raw.variant === 'string' && raw.variant ? raw.variant : null,
    price,
    taxable: raw.taxable === true || raw.taxable === 1 || raw.taxable === '1',
    totalPrice: roundMoney(price * quantity),
    isAddon: raw.isAddon === true,
    ...(asNumber(raw.maxQuantity) >= 1 ? { maxQuantity: Math.floor(asNumber(raw.maxQuantity)) } : {}),
  };
}

function readItems(store: Storage | null): CartItem[] {
  const text = store?.getItem(CART_ITEMS_KEY);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(toCartItem).filter((item): item is CartItem => item !== null) : [];
  } catch {
    return [];
  }
}

/** The cart as browser storage holds it. The total is derived from the items. */
export function readStoredCart(message = ''): CartState {
  const store = storage();
  const items = readItems(store);
  return { items, total: calculateCartTotal(items), cartId: store?.getItem(CART_ID_KEY) || null, message };
}

function writeStoredCart({ items, total }: CartState): void {
  const store = storage();
  if (!store) return;
  try {
    if (items.length === 0) {
      store.removeItem(CART_ITEMS_KEY);
      store.removeItem(CART_TOTAL_KEY);
    } else {
      store.setItem(CART_ITEMS_KEY, JSON.stringify(items));
      store.setItem(CART_TOTAL_KEY, String(total));
    }
  } catch {
    // quota exceeded or storage disabled: the cart still works for this page
  }
}

const store = createStore<CartState>(readStoredCart());

function removeStoredCartId(): void {
  try {
    storage()?.removeItem(CART_ID_KEY);
  } catch {
    // storage disabled: nothing stored
  }
}

/** New items: the server cart made from the old ones no longer matches, so its id is dropped. */
function commit(items: CartItem[]): void {
  removeStoredCartId();
  const next: CartState = { ...store.getState(), items, total: calculateCartTotal(items), cartId: null };
  writeStoredCart(next);
  store.setState(next);
}

/** Re-read the cart when another tab changes it (spec §4). `key` null means storage was cleared. */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && !CART_KEYS.has(event.key)) return;
  store.setState(readStoredCart(store.getState().message));
}

let storageListeners = 0;

/** The cart store; listens to other tabs while anything is subscribed. */
export const cartStore = {
  getState: store.getState,
  subscribe(listener: () => void): () => void {
    const unsubscribe = store.subscribe(listener);
    if (storageListeners++ === 0 && typeof window !== 'undefined') {
      // Another tab may have changed the cart while nothing was listening.
      store.setState(readStoredCart(store.getState().message));
      window.addEventListener('storage', onStorage);
    }
    return () => {
      unsubscribe();
      if (--storageListeners === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  },
};

/** Add a product, or replace its line when it is already in the cart. */
export function addToCart(item: NewCartItem): void {
  const line: CartItem = { ...item, totalPrice: roundMoney(item.price * item.quantity) };
  const items = store.getState().items;
  const index = items.findIndex((existing) => existing._id === item._id);
  commit(index === -1 ? [...items, line] : items.map((existing, i) => (i === index ? line : existing)));
}

/**
 * Set the prices the shop asks now (product id → price), e.g. after an order was refused because
 * they changed: the lines and total show them, and the server cart made from the old prices is
 * dropped. Products without a new price keep theirs; nothing happens when no price differs.
 */
export function updateCartPrices(prices: ReadonlyMap<string, number>): void {
  const items = store.getState().items;
  const changed = items.some((item) => prices.has(item._id) && prices.get(item._id) !== item.price);
  if (!changed) return;
  commit(
    items.map((item) => {
      const price = prices.get(item._id) ?? item.price;
      return { ...item, price, totalPrice: roundMoney(price * item.quantity) };
    }),
  );
}

/**
 * Set a line's quantity (the bag's − and +): a whole number from 1 to the line's cap (when it
 * knows one); nothing happens for a product not in the cart or a quantity outside that range.
 */
export function setCartQuantity(productId: string, quantity: number): void {
  const items = store.getState().items;
  const line = items.find((item) => item._id === productId);
  if (!line || !Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) return;
  if (line.maxQuantity !== undefined && quantity > line.maxQuantity) return;
  commit(items.map((item) => (item === line ? { ...item, quantity, totalPrice: roundMoney(item.price * quantity) } : item)));
}

export function removeFromCart(productId: string): void {
  const items = store.getState().items;
  if (items.some((item) => item._id === productId)) {
    commit(items.filter((item) => item._id !== productId));
  }
}

/** Empty the cart and forget the server cart id (after an order is placed). */
export function clearCart(): void {
  commit([]);
  store.setState((state) => ({ ...state, message: '' }));
}

export function setCartId(cartId: string): void {
  try {
    storage()?.setItem(CART_ID_KEY, cartId);
  } catch {
    // ignore: kept in memory
  }
  store.setState((state) => ({ ...state, cartId }));
}

/** Forget the server cart id (stale: the server refused it); the next checkout creates a new cart. */
export function clearCartId(): void {
  removeStoredCartId();
  store.setState((state) => (state.cartId === null ? state : { ...state, cartId: null }));
}

export function setOrderMessage(message: string): void {
  store.setState((state) => (state.message === message ? state : { ...state, message }));
}
