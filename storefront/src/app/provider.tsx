import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '@/lib/query-client';
import { listenToOtherTabs } from '@/stores/auth';
import { GlobalStyle } from './global-style';
import { useAuthCacheReset } from './use-auth-cache-reset';

/** Notices appear top right and auto-dismiss after 1 second (spec §8). */
export const NOTICE_AUTO_CLOSE_MS = 1000;

/**
 * App-wide providers: react-query (with the central 401/403 handling), global styles, the
 * notice container, and the session shared with other tabs.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useAuthCacheReset(queryClient);
  useEffect(listenToOtherTabs, []);

  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      {children}
      <ToastContainer position="top-right" autoClose={NOTICE_AUTO_CLOSE_MS} newestOnTop />
    </QueryClientProvider>
  );
}
