/** A person in the chat list (spec §3 Chat user, with the unread count). */
export interface ChatUser {
  id: string;
  name: string;
  online: boolean;
  unread: number;
}

/** A chat message as the server sends it (spec §3, §7). */
export interface ChatMessage {
  id: string;
  from: string;
  to: string;
  value: string;
  time: string;
  user: { name: string };
}

export type ShownMessage = ChatMessage & { noHeader: boolean };
