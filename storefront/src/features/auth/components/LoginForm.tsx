import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/components/Button';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useLogin } from '../api/login';
import { landingPath } from '../utils/landing';
import { startSession } from '../utils/start-session';
import { loginSchema, type LoginValues } from '../utils/schemas';

const FIELDS: readonly FieldEntry<LoginValues>[] = [
  { name: 'email', ...FIELD_PRESETS.email },
  { name: 'password', ...FIELD_PRESETS.currentPassword },
];

/** Login form (spec §2, §5): Email, Password; on success the session starts and /dashboard opens (staff: its Overview). */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();

  const onSubmit = (values: LoginValues) => {
    let landing: string = landingPath(undefined);
    return withNotices(
      async () => {
        const session = await login.mutateAsync(values);
        startSession(queryClient, session);
        landing = landingPath(session.user.role);
        return { message: `Hey ${session.user.firstName}, Welcome Back!` };
      },
      { errorTitle: 'Please try to login again!', onSuccess: () => navigate(landing, { replace: true }) },
    );
  };

  return (
    <SchemaForm
      schema={loginSchema}
      defaultValues={{ email: '', password: '' }}
      fields={FIELDS}
      submitLabel="Login"
      onSubmit={onSubmit}
      actions={
        <ButtonLink to="/register" $variant="secondary">
          Create an account
        </ButtonLink>
      }
      footer={<Link to="/forgot-password">Forgot Password?</Link>}
    />
  );
}
