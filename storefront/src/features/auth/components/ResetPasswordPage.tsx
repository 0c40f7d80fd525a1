import { useNavigate, useParams } from 'react-router-dom';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from '../utils/schemas';
import { AuthCard } from './AuthCard';

const FIELDS: readonly FieldEntry<ResetPasswordValues>[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', placeholder: 'Password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    placeholder: 'Confirm Password',
  },
];

/** /reset-password/:token: a new password with the token from the e-mailed link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();

  return (
    <AuthCard title="Reset Password" narrow>
      <SchemaForm
        schema={resetPasswordSchema}
        defaultValues={{ password: '', confirmPassword: '' }}
        fields={FIELDS}
        submitLabel="Reset Password"
        onSubmit={(values) =>
          withNotices(() => reset.mutateAsync({ token, ...values }), {
            errorTitle: 'Please try to reset again!',
            onSuccess: () => navigate('/login', { replace: true }),
          })
        }
      />
    </AuthCard>
  );
}
