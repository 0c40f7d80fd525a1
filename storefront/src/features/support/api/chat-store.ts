import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { toast } from '@/lib/notify';
import { createStore, useStore } from '@/stores/create-store';
import { useToken } from '@/stores/auth';
import type { ChatMessage, ChatUser } from '../utils/types';

/** The selected chat user's id (spec §7 storage keys, spelled so). */
export const SELECTED_CHAT_KEY = 'selected_suport_chat';
const SUPPORT_ID = 'support';
const SEND_TIMEOUT_MS = 10_000;

/** The acknowledgement of `getMessages`: a conversation's page with its paging. */
interface MessagesPage {
  user: string;
  before: string | null;
  hasMore: boolean;
  messages: ChatMessage[];
}

export interface ChatState {
  connected: boolean;
  /** Why the last connection attempt failed (e.g. a refused token). */
  error: string | null;
  /** Whether this user answers as support (an admin): their conversations are the members'. */
  isAdmin: boolean;
  users: ChatUser[];
  selectedId: string | null;
  /** Messages per conversation, oldest first, once opened. */
  conversations: Record<string, ChatMessage[]>;
  hasMore: Record<string, boolean>;
}

const initialState: ChatState = {
  connected: false,
  error: null,
  isAdmin: false,
  users: [],
  selectedId: null,
  conversations: {},
  hasMore: {},
};

export const chatStore = createStore<ChatState>(initialState);
let socket: Socket | null = null;

const update = (change: (state: ChatState) => Partial<ChatState>) =>
  chatStore.setState((state) => ({ ...state, ...change(state) }));

function readSelected(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_CHAT_KEY);
  } catch {
    return null;
  }
}

/** The other side of a message from this user's point of view. */
function peerOf(message: ChatMessage, isAdmin: boolean) {
  if (!isAdmin) return SUPPORT_ID;
  return message.from === SUPPORT_ID ? message.to : message.from;
}

function upsertUser(users: ChatUser[], user: Partial<ChatUser> & { id: string }): ChatUser[] {
  const index = users.findIndex((u) => u.id === user.id);
  if (index === -1) return [...users, { name: '', online: false, unread: 0, ...user }];
  return users.map((u, i) => (i === index ? { ...u, ...user } : u));
}

function onMessage(message: ChatMessage) {
  const { isAdmin, selectedId, conversations, users } = chatStore.getState();
  const peer = peerOf(message, isAdmin);
  const shown = conversations[peer];
  const isOpen = peer === selectedId;
  const fromOtherSide = isAdmin ? message.from !== SUPPORT_ID : message.from === SUPPORT_ID;
  const known = users.find((u) => u.id === peer);
  update(() => ({
    conversations:
      shown && !shown.some((m) => m.id === message.id) ? { ...conversations, [peer]: [...shown, message] } : conversations,
    users:
      isOpen || !fromOtherSide
        ? users
        : upsertUser(users, { id: peer, name: known?.name || message.user.name, online: known?.online ?? true, unread: (known?.unread ?? 0) + 1 }),
  }));
  // The reader is looking at this conversation: the server clears its unread count.
  if (isOpen && fromOtherSide) void requestMessages({ user: peer });
}

function onMessages(page: MessagesPage) {
  update((state) => ({
    conversations: {
      ...state.conversations,
      [page.user]: page.before ? [...page.messages, ...(state.conversations[page.user] ?? [])] : page.messages,
    },
    hasMore: { ...state.hasMore, [page.user]: page.hasMore },
  }));
}

/**
 * Asks for a conversation's messages (the latest, or those before a message). The page and its paging
 * come back in the acknowledgement; the server's `getMessages` event is for clients that ask without one.
 */
async function requestMessages(request: { user: string; before?: string }) {
  const asked = socket;
  if (!asked) return;
  try {
    const page = (await asked.timeout(SEND_TIMEOUT_MS).emitWithAck('getMessages', request)) as Partial<MessagesPage>;
    if (asked === socket && page.user === request.user && Array.isArray(page.messages)) onMessages(page as MessagesPage);
  } catch {
    // disconnected or no answer: the next connection asks again
  }
}

function onUsers(users: ChatUser[]) {
  update(() => ({ users }));
  const { selectedId } = chatStore.getState();
  const remembered = selectedId ?? readSelected();
  if (remembered && users.some((u) => u.id === remembered)) selectChatUser(remembered);
}

/**
 * Opens the chat socket with the stored token; socket.io reconnects by itself after a drop. WebSocket
 * first: one connection holds the whole session, so behind nginx's several servers it needs no sticky
 * routing (polling, the fallback, is pinned by nginx to one server per client address).
 */
export function connectChat(token: string) {
  disconnectChat();
  const current = io({ path: '/socket.io', transports: ['websocket', 'polling'], auth: { token } });
  socket = current;
  current.on('connect', async () => {
    update(() => ({ connected: true, error: null }));
    const me = (await current.emitWithAck('connectUser')) as { isAdmin: boolean };
    // A changed role (the server closes the socket, the client reconnects) starts from an empty view.
    update((state) => (state.isAdmin === me.isAdmin ? {} : { ...initialState, connected: true, isAdmin: me.isAdmin }));
    current.emit('getUsers');
  });
  current.on('disconnect', (reason) => {
    update(() => ({ connected: false }));
    if (reason === 'io server disconnect') current.connect();
  });
  current.on('connect_error', (error) => update(() => ({ connected: false, error: error.message })));
  current.on('getUsers', onUsers);
  current.on('message', onMessage);
  current.on('connectUser', (user: ChatUser) => update((state) => ({ users: upsertUser(state.users, { ...user, online: true }) })));
  current.on('disconnectUser', (user: ChatUser) =>
    update((state) => ({
      users: state.users.some((u) => u.id === user.id) ? upsertUser(state.users, { id: user.id, online: false }) : state.users,
    })),
  );
  current.on('error', (error: { message: string }) => toast.error(error.message));
}

export function disconnectChat() {
  socket?.close();
  socket = null;
  chatStore.setState(initialState);
}

/** Opens a conversation: remembered for the next visit, its messages loaded and its unread count cleared. */
export function selectChatUser(id: string) {
  try {
    window.localStorage.setItem(SELECTED_CHAT_KEY, id);
  } catch {
    // storage may be unavailable (private mode); the selection still works for this visit
  }
  update((state) => ({ selectedId: id, users: state.users.map((u) => (u.id === id ? { ...u, unread: 0 } : u)) }));
  void requestMessages({ user: id });
}

export function loadEarlierMessages() {
  const { selectedId, conversations } = chatStore.getState();
  const first = selectedId ? conversations[selectedId]?.[0] : undefined;
  if (selectedId && first) void requestMessages({ user: selectedId, before: first.id });
}

/** Sends a message to the selected user; resolves true once the server stored it. */
export async function sendChatMessage(text: string): Promise<boolean> {
  const { selectedId, connected } = chatStore.getState();
  if (!socket || !selectedId || !connected) return false;
  try {
    const reply = (await socket.timeout(SEND_TIMEOUT_MS).emitWithAck('message', { text, to: selectedId })) as {
      message?: ChatMessage;
    };
    return !!reply.message;
  } catch {
    toast.error('The message could not be sent. Please try again.');
    return false;
  }
}

/** The chat while the calling page is shown: connects with the stored token, disconnects on leave. */
export function useSupportChat() {
  const token = useToken();
  useEffect(() => {
    if (!token) return undefined;
    connectChat(token);
    return disconnectChat;
  }, [token]);
  return useStore(chatStore, (state) => state);
}
