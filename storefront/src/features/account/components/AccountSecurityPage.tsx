import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { signOut } from '@/stores/auth';
import { useChangePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/schemas';

const Title = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.15rem;
`;

/** /dashboard/security: 'Reset Password' with the old and the new password; success signs out. */
export function AccountSecurityPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: ChangePasswordValues) => {
    try {
      const { message } = await change.mutateAsync(values);
      if (message) toast.success(message);
      signOut();
      navigate('/login', { replace: true });
    } catch (error) {
      notifyError(error, 'Please try to reset again!');
    }
  };

  return (
    <SubPage title="Account Security">
      <Title>Reset Password</Title>
      <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
        <div className="form-grid">
          <TextField
            label="Old Password"
            type="password"
            autoComplete="current-password"
            placeholder="Old Password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            placeholder="New Password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            Reset Password
          </Button>
        </div>
      </FormLayout>
    </SubPage>
  );
}
