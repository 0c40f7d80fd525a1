import styled from 'styled-components';
import { RoleBadge } from '@/components/RoleBadge';
import { formatDate } from '@/lib/format';
import { theme } from '@/lib/theme';
import type { User } from '@/stores/auth';
import { displayName } from '../utils/search';

const Card = styled.article`
  height: 100%;
  padding: 1rem 1.1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  .user-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }

  h2 {
    margin: 0;
    font-size: 1.05rem;
  }

  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.2rem 0.75rem;
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A user in the admin list: name (or N/A), e-mail, provider, account-created date, role badge. */
export function UserCard({ user }: { user: User }) {
  return (
    <Card>
      <div className="user-head">
        <h2>{displayName(user)}</h2>
        <RoleBadge role={user.role} />
      </div>
      <dl>
        <dt>Email</dt>
        <dd>{user.email || 'N/A'}</dd>
        <dt>Provider</dt>
        <dd>{user.provider}</dd>
        <dt>Account Created</dt>
        <dd>{formatDate(user.created)}</dd>
      </dl>
    </Card>
  );
}
