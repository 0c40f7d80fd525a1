/** When a message was written, in English US, UTC like every date of the shop (spec §2). */
export function formatMessageTime(time: string): string {
  return new Date(time).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
}
