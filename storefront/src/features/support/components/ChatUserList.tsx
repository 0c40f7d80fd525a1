import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { space, theme } from '@/lib/theme';
import type { ChatUser } from '../utils/types';
import { plainList } from '@/components/lists';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(1)};

  button {
    width: 100%;
    display: flex;
    align-items: center;
    gap: ${space(2.4)};
    padding: ${space(2.4, 3)};
    border: 1px solid transparent;
    border-radius: ${theme.radii.control};
    background: none;
    color: ${theme.colors.text};
    font: inherit;
    font-weight: 600;
    text-align: left;
    cursor: pointer;
  }

  button:hover {
    background: ${theme.colors.accentSoft};
  }

  button[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }

  .name {
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

const Dot = styled.span<{ $online: boolean }>`
  width: 0.65rem;
  height: 0.65rem;
  flex: none;
  border-radius: ${theme.radii.round};
  background: ${({ $online }) => ($online ? theme.colors.success : theme.colors.muted)};
`;

const Unread = styled.span`
  min-width: 1.5rem;
  padding: ${space(0.4, 1.8)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-size: ${theme.fontSize[80]};
  text-align: center;
`;

/** What a screen reader hears for an entry: "Amina Otieno online, 2 unread". */
const describe = (user: ChatUser) =>
  `${user.name} ${user.online ? 'online' : 'offline'}${user.unread > 0 ? `, ${user.unread} unread` : ''}`;

interface Props {
  connected: boolean;
  users: ChatUser[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** Who the user can talk to, with an online/offline dot and the unread count (spec §2). */
export function ChatUserList({ connected, users, selectedId, onSelect }: Props) {
  if (!connected) return <EmptyState role="status">Not Connected.</EmptyState>;
  if (users.length === 0) return <EmptyState>Not users connected.</EmptyState>;
  return (
    <List aria-label="Chats">
      {users.map((user) => (
        <li key={user.id}>
          <button
            type="button"
            aria-pressed={user.id === selectedId}
            aria-label={describe(user)}
            onClick={() => onSelect(user.id)}
          >
            <Dot $online={user.online} aria-hidden="true" />
            <span className="name">{user.name}</span>
            {user.unread > 0 && <Unread>{user.unread}</Unread>}
          </button>
        </li>
      ))}
    </List>
  );
}
