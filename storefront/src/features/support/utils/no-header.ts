import type { ChatMessage, ShownMessage } from './types';

/** Consecutive messages from one sender hide the header (name and time) after the first (spec §4). */
export function withHeaders(messages: readonly ChatMessage[]): ShownMessage[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const noHeader = !!previous && previous.from === message.from && previous.user.name === message.user.name;
    return { ...message, noHeader };
  });
}
