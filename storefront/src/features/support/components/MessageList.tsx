import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { space, theme } from '@/lib/theme';
import { formatMessageTime } from '../utils/format-time';
import { withHeaders } from '../utils/no-header';
import type { ChatMessage } from '../utils/types';
import { plainList } from '@/components/lists';

const Log = styled.ol`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${space(0.8)};

  li {
    max-width: 80%;
    align-self: flex-start;
  }

  li.mine {
    align-self: flex-end;
    text-align: right;
  }

  li.header {
    margin-top: ${space(2.4)};
  }

  .meta {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[80]};
    margin-bottom: ${space(0.6)};
  }

  .text {
    display: inline-block;
    padding: ${space(2, 3)};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    text-align: left;
  }

  li.mine .text {
    background: ${theme.colors.accentSoft};
  }
`;

const Scroller = styled.div`
  max-height: 60vh;
  overflow-y: auto;
  padding-right: ${space(1)};
`;

const Earlier = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${space(3)};
`;

interface Props {
  messages: ChatMessage[];
  hasMore: boolean;
  isMine: (message: ChatMessage) => boolean;
  onLoadEarlier: () => void;
}

/** One conversation, oldest first; text is shown as text, never as HTML. */
export function MessageList({ messages, hasMore, isMine, onLoadEarlier }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // A new last message (sent, received or the first page) scrolls into view; earlier pages do not.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [lastId]);

  return (
    <>
      {hasMore && (
        <Earlier>
          <Button type="button" $variant="secondary" onClick={onLoadEarlier}>
            Load earlier messages
          </Button>
        </Earlier>
      )}
      {messages.length === 0 ? (
        <EmptyState>No messages found</EmptyState>
      ) : (
        <Scroller ref={scroller} role="log" aria-label="Messages" tabIndex={0}>
          <Log>
            {withHeaders(messages).map((message) => (
              <li key={message.id} className={[isMine(message) && 'mine', !message.noHeader && 'header'].filter(Boolean).join(' ')}>
                {!message.noHeader && (
                  <span className="meta">
                    <strong>{message.user.name}</strong> · <time dateTime={message.time}>{formatMessageTime(message.time)}</time>
                  </span>
                )}
                <span className="text">{message.value}</span>
              </li>
            ))}
          </Log>
        </Scroller>
      )}
    </>
  );
}
