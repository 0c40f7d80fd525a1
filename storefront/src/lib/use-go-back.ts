import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back one history step (spec §2: many add, edit and delete actions go back on success);
 * to `fallback` when the page was opened directly and there is no step to go back to.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(fallback, { replace: true });
    else navigate(-1);
  }, [key, fallback, navigate]);
}
