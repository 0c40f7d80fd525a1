import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { FIELD_PRESETS, SchemaForm, type FieldEntry } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { withNotices } from '@/lib/mutation-notices';
import { useMerchantSignup } from '../api/merchant-signup';
import { merchantSignupSchema, type MerchantSignupValues } from '../utils/schema';
import { emailFromSearch } from '../utils/search';

export const MERCHANT_SIGNUP_SUCCESS = 'You have signed up successfully! Please sign in with the email and password. Thank you!';

const FIELDS: readonly FieldEntry<MerchantSignupValues>[] = [
  { name: 'email', ...FIELD_PRESETS.email },
  { row: [{ name: 'firstName', ...FIELD_PRESETS.firstName }, { name: 'lastName', ...FIELD_PRESETS.lastName }] },
  { name: 'password', ...FIELD_PRESETS.newPassword },
];

/** /merchant-signup/{token}?email=…: completes a merchant invitation, then /login (spec §2, §8). */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signup = useMerchantSignup();

  const onSubmit = (values: MerchantSignupValues) =>
    withNotices(
      async () => {
        await signup.mutateAsync({ token, values });
        return { message: MERCHANT_SIGNUP_SUCCESS };
      },
      { errorTitle: 'Please try to signup again!', onSuccess: () => navigate('/login', { replace: true }) },
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
