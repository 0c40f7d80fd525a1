import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { meQueryOptions } from '@/api/me';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices } from '@/lib/mutation-notices';
import { signIn } from '@/stores/auth';
import { useMerchantSignup } from '../api/merchant-signup';
import { merchantSignupSchema, type MerchantSignupValues } from '../utils/schema';
import { emailFromSearch } from '../utils/search';

export const MERCHANT_SIGNUP_SUCCESS = 'You have signed up successfully! Please sign in with the email and password. Thank you!';

const FIELDS: readonly FieldEntry<MerchantSignupValues>[] = [
  { name: 'email', ...FIELD_PRESETS.email },
  { row: [{ name: 'firstName', ...FIELD_PRESETS.firstName }, { name: 'lastName', ...FIELD_PRESETS.lastName }] },
  { name: 'password', ...FIELD_PRESETS.newPassword },
];

/** The greeting of a merchant signed in by her invitation sign-up. */
export const karibu = (firstName: string) => `Karibu ${firstName}!`;

/**
 * /merchant-signup/{token}?email=…: completes a merchant invitation. The answer signs her in, so she
 * is greeted ("Karibu Amina!") and lands on her first steps; without a session in the answer, /login
 * with the spec's message (spec §2, §8).
 */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useMerchantSignup();

  const onSubmit = (values: MerchantSignupValues) =>
    withNotices(
      async () => {
        const reply = await signup.mutateAsync({ token, values });
        if (!reply?.token || !reply.user) return { message: MERCHANT_SIGNUP_SUCCESS, signedIn: false };
        signIn(reply.token, reply.user);
        queryClient.setQueryData(meQueryOptions(reply.token).queryKey, reply.user);
        return { message: karibu(reply.user.firstName || values.firstName), signedIn: true };
      },
      {
        errorTitle: 'Please try to signup again!',
        onSuccess: ({ signedIn }) => navigate(signedIn ? dashboardPaths.firstSteps : '/login', { replace: true }),
      },
    );

  return (
    <SubPage title="Complete Sign Up">
      <SchemaForm
        // A second invitation link opened in this tab is a new form, with its own e-mail.
        key={`${token}${location.search}`}
        schema={merchantSignupSchema}
        defaultValues={{ email: emailFromSearch(location.search), firstName: '', lastName: '', password: '' }}
        fields={FIELDS}
        submitLabel="Get Started"
        onSubmit={onSubmit}
      />
    </SubPage>
  );
}
