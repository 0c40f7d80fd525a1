import { createContext, Suspense, useContext, type ReactNode } from 'react';

export interface HistoryProps {
  entity: 'product' | 'order';
  id: string;
  /** Changes when the page's entity changes (e.g. its line statuses), so the card reads the history again. */
  version?: string;
}

/**
 * Where a page shows an entity's change history (the audit log). The app provides the card (the
 * activity feature's), so a product or order page can show it without importing another feature.
 */
export const HistoryCardContext = createContext<((props: HistoryProps) => ReactNode) | null>(null);

/** The History card of a product or an order, when the app provides one; nothing otherwise. */
export function HistorySlot(props: HistoryProps) {
  const renderCard = useContext(HistoryCardContext);
  if (!renderCard) return null;
  return <Suspense fallback={null}>{renderCard(props)}</Suspense>;
}
