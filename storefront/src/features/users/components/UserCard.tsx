import styled from 'styled-components';
import { DetailList, InfoCard } from '@/components/InfoCard';
import { RoleBadge } from '@/components/RoleBadge';
import { formatDate } from '@/lib/format';
import { space } from '@/lib/theme';
import type { User } from '@/stores/auth';
import { displayName } from '../utils/display-name';
import { spreadRow } from '@/components/layout';

const Head = styled.div`
  ${spreadRow()}
  gap: ${space(2)};
  margin-bottom: ${space(2)};
`;

/** A user in the admin list: name (or N/A), e-mail, provider, account-created date, role badge. */
export function UserCard({ user }: { user: User }) {
  return (
    <InfoCard>
      <Head>
        <h2>{displayName(user)}</h2>
        <RoleBadge role={user.role} />
      </Head>
      <DetailList
        details={[
          ['Email', user.email || 'N/A'],
          ['Provider', user.provider],
          ['Account Created', formatDate(user.created)],
        ]}
      />
    </InfoCard>
  );
}
