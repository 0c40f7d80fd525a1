import { useEffect } from 'react';

export const SHOP_NAME = 'Duka Kenya';
export const DEFAULT_DESCRIPTION = 'Duka Kenya: an online marketplace shop for Kenya, priced in Kenyan shillings.';
const MAX_DESCRIPTION = 155;

/** A description short enough for search results, cut at a word. */
export function toMetaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  return `${flat.slice(0, MAX_DESCRIPTION - 1).replace(/\s+\S*$/, '')}…`;
}

/** The page's title and its meta description (the shop's own when none is given). */
export function useDocumentTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);

  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = toMetaDescription(description || DEFAULT_DESCRIPTION);
  }, [description]);
}
