import { AuthCard } from './AuthCard';
import { SignupForm } from './SignupForm';

/** /register: the sign-up form. */
export function SignupPage() {
  return (
    <AuthCard title="Sign Up" narrow>
      <SignupForm />
    </AuthCard>
  );
}
