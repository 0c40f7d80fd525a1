import { createStore, useStore } from '@/stores/create-store';

/** What the shopper is told about a payment once the server has settled it away from its sheet. */
export type PaymentOutcome =
  | { kind: 'paid'; orderId: string; orderNumber: string | null }
  | { kind: 'failed'; reason: string };

/** An M-Pesa checkout started in this browser: followed until settled, then its notice until dismissed. */
export interface PendingPayment {
  paymentId: string;
  outcome?: PaymentOutcome;
}

/** Browser storage key: the checkout survives "Back to bag", other pages and a reload. */
export const PENDING_PAYMENTS_KEY = 'mpesa_pending';
const MAX_KEPT = 5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): PendingPayment[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PENDING_PAYMENTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is PendingPayment => typeof entry?.paymentId === 'string' && entry.paymentId.length > 0)
      : [];
  } catch {
    return [];
  }
}

export const pendingPaymentsStore = createStore<PendingPayment[]>(read());

function write(update: (entries: PendingPayment[]) => PendingPayment[]) {
  pendingPaymentsStore.setState((entries) => {
    const next = update(entries).slice(-MAX_KEPT);
    if (next.length) storage()?.setItem(PENDING_PAYMENTS_KEY, JSON.stringify(next));
    else storage()?.removeItem(PENDING_PAYMENTS_KEY);
    return next;
  });
}

/** Follow a payment whose prompt has just gone out, wherever the shopper goes next. */
export const rememberPayment = (paymentId: string) =>
  write((entries) => [...entries.filter((entry) => entry.paymentId !== paymentId), { paymentId }]);

/** Record how a followed payment ended; its notice shows until dismissed. */
export const settlePayment = (paymentId: string, outcome: PaymentOutcome) =>
  write((entries) => entries.map((entry) => (entry.paymentId === paymentId ? { paymentId, outcome } : entry)));

/** Stop following a payment (its sheet told the shopper, the notice was dismissed, or it is not hers). */
export const forgetPayment = (paymentId: string) => write((entries) => entries.filter((entry) => entry.paymentId !== paymentId));

/** Another tab started, settled or dismissed one. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === PENDING_PAYMENTS_KEY || event.key === null) pendingPaymentsStore.setState(read());
  });
}

export const usePendingPayments = () => useStore(pendingPaymentsStore, (entries) => entries);

/**
 * The payments a sheet is showing right now: the sheet tells the shopper how they end (the success
 * page, or the reason with Try again), so the app-wide notice stays out of its way.
 */
const onScreen = new Set<string>();
export const showingPayment = (paymentId: string) => {
  onScreen.add(paymentId);
  return () => {
    onScreen.delete(paymentId);
  };
};
export const isShowingPayment = (paymentId: string) => onScreen.has(paymentId);
