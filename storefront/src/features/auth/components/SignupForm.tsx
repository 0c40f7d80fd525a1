import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices } from '@/lib/mutation-notices';
import { useRegister } from '../api/register';
import { startSession } from '../utils/start-session';
import { signupSchema, type SignupValues } from '../utils/schemas';

export const SIGNUP_SUCCESS = 'You have signed up successfully! You will be receiving an email as well. Thank you!';

const FIELDS: readonly FieldEntry<SignupValues>[] = [
  { name: 'email', ...FIELD_PRESETS.email },
  { row: [{ name: 'firstName', ...FIELD_PRESETS.firstName }, { name: 'lastName', ...FIELD_PRESETS.lastName }] },
  { name: 'password', ...FIELD_PRESETS.newPassword },
  { name: 'isSubscribed', kind: 'checkbox', label: 'Subscribe to newsletter' },
];

/** Sign Up form (spec §2, §5): email, names, password and the newsletter choice. */
export function SignupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signup = useRegister();

  const onSubmit = (values: SignupValues) =>
    withNotices(
      async () => {
        startSession(queryClient, await signup.mutateAsync(values));
        return { message: SIGNUP_SUCCESS };
      },
      { errorTitle: 'Please try to signup again!', onSuccess: () => navigate(dashboardPaths.account, { replace: true }) },
    );

  return (
    <SchemaForm
      schema={signupSchema}
      defaultValues={{ email: '', firstName: '', lastName: '', password: '', isSubscribed: false }}
      fields={FIELDS}
      submitLabel="Sign Up"
      onSubmit={onSubmit}
      actions={<Link to="/login">Back to login</Link>}
    />
  );
}
