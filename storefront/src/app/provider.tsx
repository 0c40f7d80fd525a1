import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { createQueryClient } from '@/lib/query-client';
import { GlobalStyle } from './global-style';

/** Notices appear top right and auto-dismiss after 1 second (spec §8). */
export const NOTICE_AUTO_CLOSE_MS = 1000;

/** App-wide providers: react-query, global styles and the notice container. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      {children}
      <ToastContainer position="top-right" autoClose={NOTICE_AUTO_CLOSE_MS} newestOnTop />
    </QueryClientProvider>
  );
}
