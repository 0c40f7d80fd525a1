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

/** /support: live chat between members or merchants and the admins (spec §2, §4). */
export function SupportPage() {
  const chat = useSupportChat();
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
              <MessageForm disabled={!chat.connected} onSend={sendChatMessage} />
            </>
          )}
        </section>
      </Layout>
    </SubPage>
  );
}
