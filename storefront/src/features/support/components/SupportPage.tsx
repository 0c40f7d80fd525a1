import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { space, theme } from '@/lib/theme';
import { loadEarlierMessages, selectChatUser, sendChatMessage, useSupportChat } from '../api/chat-store';
import type { ChatMessage } from '../utils/types';
import { ChatUserList } from './ChatUserList';
import { MessageForm } from './MessageForm';
import { MessageList } from './MessageList';

const Layout = styled.div`
  display: grid;
  gap: ${space(4)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(12rem, 1fr) 3fr;
  }

  .users {
    border-bottom: 1px solid ${theme.colors.border};
    padding-bottom: ${space(4)};

    @media (min-width: ${theme.breakpoints.md}) {
      border-bottom: none;
      border-right: 1px solid ${theme.colors.border};
      padding: ${space(0, 4, 0, 0)};
    }
  }

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[110]};
  }
`;

/** The order a "Need help?" link in an order e-mail names (`/support?order=DK-10023`), or null. */
const ORDER_NUMBER = /^DK-\d{1,12}$/i;

/**
 * /support: live chat between members or merchants and the admins (spec §2, §4). Opened from an order
 * e-mail's "Need help?" link, a shopper's chat with Support opens with "About order DK-…: " in the box.
 */
export function SupportPage() {
  const chat = useSupportChat();
  const [params] = useSearchParams();
  const order = params.get('order')?.trim() ?? '';
  const aboutOrder = ORDER_NUMBER.test(order) && !chat.isAdmin ? order.toUpperCase() : null;
  const supportListed = chat.users.some((user) => user.id === 'support');
  useEffect(() => {
    if (aboutOrder && supportListed && !chat.selectedId) selectChatUser('support');
  }, [aboutOrder, supportListed, chat.selectedId]);
  const selected = chat.users.find((user) => user.id === chat.selectedId);
  const messages = chat.selectedId ? chat.conversations[chat.selectedId] : undefined;
  const isMine = (message: ChatMessage) => (chat.isAdmin ? message.from === 'support' : message.from !== 'support');

  return (
    <SubPage title="Support Information">
      <Layout>
        <div className="users">
          <ChatUserList connected={chat.connected} users={chat.users} selectedId={chat.selectedId} onSelect={selectChatUser} />
        </div>
        <section aria-label="Conversation">
          {!selected ? (
            <EmptyState>Select chat to start messaging</EmptyState>
          ) : (
            <>
              <h2>{selected.name}</h2>
              {messages ? (
                <MessageList
                  messages={messages}
                  hasMore={!!chat.hasMore[selected.id]}
                  isMine={isMine}
                  onLoadEarlier={loadEarlierMessages}
                />
              ) : (
                <Loader label="Loading messages…" />
              )}
              <MessageForm
                key={selected.id}
                disabled={!chat.connected}
                onSend={sendChatMessage}
                initialText={aboutOrder && selected.id === 'support' ? `About order ${aboutOrder}: ` : ''}
              />
            </>
          )}
        </section>
      </Layout>
    </SubPage>
  );
}
