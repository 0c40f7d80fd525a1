import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The shop's support line and WhatsApp number (+254…), null when the shop has none. */
export interface ShopContact {
  phone: string | null;
  whatsapp: string | null;
}

/** GET /api/shop/contact (public): read once per visit. */
export const getShopContact = () => apiFetch<ShopContact>('/shop/contact');

export const useShopContact = () => useQuery({ queryKey: ['shop-contact'], queryFn: getShopContact, staleTime: Infinity });
