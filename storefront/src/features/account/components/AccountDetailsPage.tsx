import styled from 'styled-components';
import { RoleBadge } from '@/components/RoleBadge';
import { SubPage } from '@/components/SubPage';
import { space, theme } from '@/lib/theme';
import { useUser } from '@/stores/auth';
import { ProfileForm } from './ProfileForm';

const Identity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2, 3)};
  margin-bottom: ${space(5)};

  .identity-email {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    color: ${theme.colors.text};
  }
`;

/** /dashboard: the e-mail (or the social provider), the role badge and the profile form. */
export function AccountDetailsPage() {
  const user = useUser();
  if (!user) return null;

  return (
    <SubPage title="Account Details">
      <Identity>
        <p className="identity-email">
          {user.provider === 'email' || !user.provider ? user.email : `Logged in With ${user.provider}`}
        </p>
        <RoleBadge role={user.role} />
      </Identity>
      <ProfileForm key={user._id} user={user} />
    </SubPage>
  );
}
