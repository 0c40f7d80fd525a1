import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../utils/schemas';
import { AuthCard } from './AuthCard';

/** /forgot-password: e-mails a reset link, then goes to /login (spec §2). */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      const { message } = await forgot.mutateAsync(values);
      if (message) toast.success(message);
      navigate('/login');
    } catch (error) {
      notifyError(error, 'Please try again!');
    }
  };

  return (
    <AuthCard title="Forgot Password" narrow>
      <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="Please Enter Your Email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            Send Email
          </Button>
          <Link to="/login">Back to login</Link>
        </div>
      </FormLayout>
    </AuthCard>
  );
}
