import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { HistoryCardContext, type HistoryProps } from '@/components/HistorySlot';
import { onToastifyLoaded } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { listenToOtherTabs } from '@/stores/auth';
import { GlobalStyle } from './global-style';
import { useAuthCacheReset } from './use-auth-cache-reset';

/** The audit log's History card, loaded only when a staff page shows it. */
const EntityHistory = lazy(async () => ({ default: (await import('@/features/activity/components/EntityHistory')).EntityHistory }));
const historyCard = (props: HistoryProps) => <EntityHistory {...props} />;

/** Notices appear top right and auto-dismiss after 1 second (spec §8). */
export const NOTICE_AUTO_CLOSE_MS = 1000;

/**
 * App-wide providers: react-query (with the central 401/403 handling), global styles, the
 * notice container (once the first notice has loaded react-toastify), and the session shared
 * with other tabs.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAuthCacheReset(queryClient);
  useEffect(listenToOtherTabs, []);
  const [toastify, setToastify] = useState<typeof import('react-toastify')>();
  useEffect(() => onToastifyLoaded(setToastify), []);
  const ToastContainer = toastify?.ToastContainer;

  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <HistoryCardContext.Provider value={historyCard}>{children}</HistoryCardContext.Provider>
      {ToastContainer && <ToastContainer position="top-right" autoClose={NOTICE_AUTO_CLOSE_MS} newestOnTop />}
    </QueryClientProvider>
  );
}
