import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { withNotices } from '@/lib/mutation-notices';
import { signOut } from '@/stores/auth';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/schemas';
import { space, theme } from '@/lib/theme';

const Title = styled.h2`
  margin: ${space(0, 0, 4)};
  font-size: ${theme.fontSize[115]};
`;

const FIELDS: readonly FieldEntry<ChangePasswordValues>[] = [
  {
    row: [
      { name: 'password', label: 'Old Password', type: 'password', autoComplete: 'current-password', placeholder: 'Old Password' },
      { name: 'confirmPassword', label: 'New Password', type: 'password', autoComplete: 'new-password', placeholder: 'New Password' },
    ],
  },
];

/** /dashboard/security: 'Reset Password' with the old and the new password; success signs out. */
export function AccountSecurityPage() {
  const navigate = useNavigate();
  const change = useChangePassword();

  const onSuccess = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <SubPage title="Account Security">
      <Title>Reset Password</Title>
      <SchemaForm
        schema={changePasswordSchema}
        defaultValues={{ password: '', confirmPassword: '' }}
        fields={FIELDS}
        submitLabel="Reset Password"
        onSubmit={(values) => withNotices(() => change.mutateAsync(values), { errorTitle: 'Please try to reset again!', onSuccess })}
      />
    </SubPage>
  );
}
