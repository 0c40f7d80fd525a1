import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderRoute } from '@/testing/render-route';
import { signIn, signOut } from '@/stores/auth';
import { SELECTED_CHAT_KEY } from '../api/chat-store';
import { SupportPage } from './SupportPage';

type Handler = (...args: unknown[]) => void;

/** Stands in for socket.io's client: the test plays the server. */
class FakeSocket {
  handlers = new Map<string, Handler[]>();
  emitted: { event: string; payload: unknown }[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fake server reads whatever the page sends
  replies: Record<string, (payload: any) => unknown> = {
    connectUser: () => ({ id: 'acct_me', name: 'Baraka Kamau', isAdmin: false }),
  };
  closed = false;
  constructor(public options: { auth: { token: string }; transports?: string[] }) {}
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload?: unknown) {
    this.emitted.push({ event, payload });
    return this;
  }
  async emitWithAck(event: string, payload?: unknown) {
    this.emit(event, payload);
    return this.replies[event]?.(payload) ?? {};
  }
  timeout() {
    return this;
  }
  connect() {
    return this;
  }
  close() {
    this.closed = true;
  }
  /** Delivers a server event to the page. */
  async serve(event: string, ...args: unknown[]) {
    await act(async () => {
      for (const handler of this.handlers.get(event) ?? []) await handler(...args);
    });
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: { auth: { token: string }; transports?: string[] }) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  },
}));

const support = { id: 'support', name: 'Support', online: true, unread: 2 };
const message = (id: string, from: string, value: string, name: string) => ({
  id,
  from,
  to: from === 'support' ? 'acct_me' : 'support',
  value,
  time: '2026-11-23T10:00:00.000Z',
  user: { name },
});

const socket = (): FakeSocket => sockets[sockets.length - 1]!;

/** The acknowledgement of `getMessages` for one conversation. */
const page = (messages: ReturnType<typeof message>[], more: { before?: string | null; hasMore?: boolean } = {}) => ({
  user: 'support',
  before: more.before ?? null,
  hasMore: more.hasMore ?? false,
  messages,
});

async function openPage() {
  renderWithProviders(<SupportPage />, '/support');
  await socket().serve('connect');
  return socket();
}

beforeEach(() => {
  sockets.length = 0;
  window.localStorage.clear();
  signIn('Bearer token-1');
});

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The first render loads styled-components and the router; a busy machine needs more than 5 s for it.
describe('SupportPage (spec §2 Support chat)', { timeout: 20_000 }, () => {
  it("says 'Not Connected.' until the socket connects with the stored token", async () => {
    renderWithProviders(<SupportPage />, '/support');
    expect(screen.getByRole('heading', { level: 1, name: 'Support Information' })).toBeInTheDocument();
    expect(screen.getByText('Not Connected.')).toBeInTheDocument();
    expect(socket().options.auth).toEqual({ token: 'Bearer token-1' });
    // WebSocket first: several servers behind nginx need no sticky sessions for it.
    expect(socket().options.transports).toEqual(['websocket', 'polling']);

    await socket().serve('connect');
    expect(screen.queryByText('Not Connected.')).not.toBeInTheDocument();
    expect(socket().emitted.map((e) => e.event)).toEqual(['connectUser', 'getUsers']);

    await socket().serve('disconnect', 'transport close');
    expect(screen.getByText('Not Connected.')).toBeInTheDocument();
  });

  it("says 'Not users connected.' for an empty list and 'Select chat to start messaging' without a selection", async () => {
    const server = await openPage();
    await server.serve('getUsers', []);
    expect(screen.getByText('Not users connected.')).toBeInTheDocument();
    expect(screen.getByText('Select chat to start messaging')).toBeInTheDocument();
  });

  it('lists users with their presence and unread count, and remembers the selection', async () => {
    const user = userEvent.setup();
    const server = await openPage();
    await server.serve('getUsers', [support]);
    const entry = screen.getByRole('button', { name: /Support/ });
    expect(entry).toHaveAccessibleName('Support online, 2 unread');
    expect(entry).toHaveTextContent('2');

    server.replies.getMessages = () => page([]);
    await user.click(entry);
    expect(window.localStorage.getItem(SELECTED_CHAT_KEY)).toBe('support');
    expect(server.emitted.at(-1)).toEqual({ event: 'getMessages', payload: { user: 'support' } });
    expect(entry).toHaveAccessibleName('Support online');
    expect(await screen.findByText('No messages found')).toBeInTheDocument();

    await server.serve('disconnectUser', { id: 'support', name: 'Support', online: false });
    expect(screen.getByRole('button', { name: /Support/ })).toHaveAccessibleName('Support offline');
  });

  it('reopens the remembered chat and hides the header of consecutive messages', async () => {
    window.localStorage.setItem(SELECTED_CHAT_KEY, 'support');
    const server = await openPage();
    const history = [
      message('1', 'acct_me', 'Habari', 'Baraka Kamau'),
      message('2', 'acct_me', '<b>Is my order late?</b>', 'Baraka Kamau'),
      message('3', 'support', 'It ships today.', 'Amina Admin'),
    ];
    server.replies.getMessages = () => page([...history]);
    await server.serve('getUsers', [support]);
    expect(server.emitted.at(-1)).toEqual({ event: 'getMessages', payload: { user: 'support' } });
    const log = screen.getByRole('log', { name: 'Messages' });
    const headers = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent ?? null);
    expect(headers).toEqual(['Baraka Kamau', null, 'Amina Admin']);
    // Text is shown as typed, never as HTML.
    expect(within(log).getByText('<b>Is my order late?</b>')).toBeInTheDocument();

    // A reply to the open conversation: shown at once, and the conversation read again (its unread count cleared).
    history.push(message('4', 'support', 'Anything else?', 'Amina Admin'));
    await server.serve('message', history[3]);
    expect(server.emitted.at(-1)).toEqual({ event: 'getMessages', payload: { user: 'support' } });
    expect(within(log).getByText('Anything else?').closest('li')!.querySelector('strong')).toBeNull();
  });

  it('keeps Send disabled while empty, alerts on whitespace only and clears the box once sent', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    window.localStorage.setItem(SELECTED_CHAT_KEY, 'support');
    const server = await openPage();
    server.replies.message = (payload) => ({ message: message('9', 'acct_me', payload.text, 'Baraka Kamau') });
    server.replies.getMessages = () => page([]);
    await server.serve('getUsers', [support]);

    const send = screen.getByRole('button', { name: 'Send' });
    const box = screen.getByLabelText('Message');
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(alert).toHaveBeenCalledWith('Please type message.');
    expect(server.emitted.some((e) => e.event === 'message')).toBe(false);

    await user.clear(box);
    await user.type(box, 'Where is my parcel?');
    await user.click(send);
    expect(server.emitted.at(-1)).toEqual({ event: 'message', payload: { text: 'Where is my parcel?', to: 'support' } });
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();
  });

  it("opens Support with the order in the box when a 'Need help?' link names one", async () => {
    renderWithProviders(<SupportPage />, '/support?order=DK-10023', { route: '/support' });
    const server = socket();
    await server.serve('connect');
    server.replies.getMessages = () => page([]);
    await server.serve('getUsers', [support]);

    expect(await screen.findByLabelText('Message')).toHaveValue('About order DK-10023: ');
    expect(server.emitted).toContainEqual({ event: 'getMessages', payload: { user: 'support' } });
  });

  it('ignores an order parameter that is not an order number', async () => {
    renderWithProviders(<SupportPage />, '/support?order=%3Cscript%3E', { route: '/support' });
    const server = socket();
    await server.serve('connect');
    await server.serve('getUsers', [support]);
    expect(screen.getByText('Select chat to start messaging')).toBeInTheDocument();
  });

  it('offers earlier messages when the server has more', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(SELECTED_CHAT_KEY, 'support');
    const server = await openPage();
    server.replies.getMessages = (payload: { before?: string }) =>
      payload.before
        ? page([message('1', 'acct_me', 'older', 'Baraka Kamau')], { before: payload.before })
        : page([message('201', 'acct_me', 'newer', 'Baraka Kamau')], { hasMore: true });
    await server.serve('getUsers', [support]);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(server.emitted.at(-1)).toEqual({ event: 'getMessages', payload: { user: 'support', before: '201' } });
    const texts = within(screen.getByRole('log')).getAllByRole('listitem').map((item) => item.querySelector('.text')?.textContent);
    expect(texts).toEqual(['older', 'newer']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it('reconnects when the server closes the socket, and shows a changed role its own view', async () => {
    const server = await openPage();
    server.replies.connectUser = () => ({ id: 'support', name: 'Amina Admin', isAdmin: true });
    await server.serve('connect');
    await server.serve('getUsers', [{ id: 'acct_member', name: 'Baraka Kamau', online: true, unread: 1 }]);
    expect(screen.getByRole('button', { name: /Baraka Kamau/ })).toBeInTheDocument();

    // Demoted: the server closes the socket; the page connects again and is now a member's.
    const reconnect = vi.spyOn(server, 'connect');
    await server.serve('disconnect', 'io server disconnect');
    expect(reconnect).toHaveBeenCalled();
    server.replies.connectUser = () => ({ id: 'acct_me', name: 'Amina Admin', isAdmin: false });
    await server.serve('connect');
    expect(screen.queryByRole('button', { name: /Baraka Kamau/ })).not.toBeInTheDocument();
    await server.serve('getUsers', [support]);
    expect(screen.getByRole('button', { name: /Support/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    signOut();
    mockFetch(() => jsonResponse(200, { products: [], categories: [], brands: [] }));
    const { router } = renderRoute('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sockets).toHaveLength(0);
  });
});
