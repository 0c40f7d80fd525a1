import { useEffect } from 'react';

export const SHOP_NAME = 'Duka Kenya';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
