import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordSchema, type ResetPasswordValues } from '../utils/schemas';
import { AuthCard } from './AuthCard';

/** /reset-password/:token: a new password with the token from the e-mailed link. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      const { message } = await reset.mutateAsync({ token, ...values });
      if (message) toast.success(message);
      navigate('/login', { replace: true });
    } catch (error) {
      notifyError(error, 'Please try to reset again!');
    }
  };

  return (
    <AuthCard title="Reset Password" narrow>
      <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          placeholder="Confirm Password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            Reset Password
          </Button>
        </div>
      </FormLayout>
    </AuthCard>
  );
}
