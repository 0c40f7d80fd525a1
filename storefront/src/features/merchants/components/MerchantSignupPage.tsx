import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useMerchantSignup } from '../api/merchant-signup';
import { merchantSignupSchema, type MerchantSignupValues } from '../utils/schema';
import { emailFromSearch } from '../utils/search';

export const MERCHANT_SIGNUP_SUCCESS = 'You have signed up successfully! Please sign in with the email and password. Thank you!';

/** /merchant-signup/{token}?email=…: completes a merchant invitation, then /login (spec §2, §8). */
export function MerchantSignupPage() {
  const { token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signup = useMerchantSignup();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MerchantSignupValues>({
    resolver: zodResolver(merchantSignupSchema),
    defaultValues: { email: emailFromSearch(location.search), firstName: '', lastName: '', password: '' },
  });

  const onSubmit = async (values: MerchantSignupValues) => {
    try {
      await signup.mutateAsync({ token, values });
      toast.success(MERCHANT_SIGNUP_SUCCESS);
      navigate('/login', { replace: true });
    } catch (error) {
      notifyError(error, 'Please try to signup again!');
    }
  };

  return (
    <SubPage title="Complete Sign Up">
      <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Please Enter Your Email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="form-grid">
          <TextField
            label="First Name"
            autoComplete="given-name"
            placeholder="Please Enter Your First Name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            placeholder="Please Enter Your Last Name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Please Enter Your Password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            Get Started
          </Button>
        </div>
      </FormLayout>
    </SubPage>
  );
}
