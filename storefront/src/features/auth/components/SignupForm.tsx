import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { CheckboxField, FormLayout, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { useRegister } from '../api/register';
import { startSession } from '../utils/start-session';
import { signupSchema, type SignupValues } from '../utils/schemas';

export const SIGNUP_SUCCESS = 'You have signed up successfully! You will be receiving an email as well. Thank you!';

/** Sign Up form (spec §2, §5): email, names, password and the newsletter choice. */
export function SignupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signup = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: '', firstName: '', lastName: '', password: '', isSubscribed: false },
  });

  const onSubmit = async (values: SignupValues) => {
    try {
      startSession(queryClient, await signup.mutateAsync(values));
      toast.success(SIGNUP_SUCCESS);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      notifyError(error, 'Please try to signup again!');
    }
  };

  return (
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
      <CheckboxField label="Subscribe to newsletter" {...register('isSubscribed')} />
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          Sign Up
        </Button>
        <Link to="/login">Back to login</Link>
      </div>
    </FormLayout>
  );
}
