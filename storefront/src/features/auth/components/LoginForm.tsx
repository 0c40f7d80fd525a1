import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { notifyError, toast } from '@/lib/notify';
import { useLogin } from '../api/login';
import { startSession } from '../utils/start-session';
import { loginSchema, type LoginValues } from '../utils/schemas';

/** Login form (spec §2, §5): Email, Password; on success the session starts and /dashboard opens. */
export function LoginForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = async (values: LoginValues) => {
    try {
      const session = await login.mutateAsync(values);
      startSession(queryClient, session);
      toast.success(`Hey ${session.user.firstName}, Welcome Back!`);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      notifyError(error, 'Please try to login again!');
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
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Please Enter Your Password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="form-actions">
        <Button type="submit" disabled={isSubmitting}>
          Login
        </Button>
        <ButtonLink to="/register" $variant="secondary">
          Create an account
        </ButtonLink>
      </div>
      <Link to="/forgot-password">Forgot Password?</Link>
    </FormLayout>
  );
}
