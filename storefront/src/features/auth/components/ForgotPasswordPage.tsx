import { Link, useNavigate } from 'react-router-dom';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../utils/schemas';
import { AuthCard } from './AuthCard';

const FIELDS: readonly FieldEntry<ForgotPasswordValues>[] = [{ name: 'email', ...FIELD_PRESETS.email }];

/** /forgot-password: e-mails a reset link, then goes to /login (spec §2). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();

  return (
    <AuthCard title="Forgot Password" narrow>
      <SchemaForm
        schema={forgotPasswordSchema}
        defaultValues={{ email: '' }}
        fields={FIELDS}
        submitLabel="Send Email"
        onSubmit={(values) =>
          withNotices(() => forgot.mutateAsync(values), { errorTitle: 'Please try again!', onSuccess: () => navigate('/login') })
        }
        actions={<Link to="/login">Back to login</Link>}
      />
    </AuthCard>
  );
}
