import { SHOP_TIME_ZONE } from '@/lib/format';

/** When a message was written, in English US, in the shop's time zone like every date of the shop. */
export function formatMessageTime(time: string, timeZone = SHOP_TIME_ZONE): string {
  return new Date(time).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone });
}
