import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SocialLinks } from './SocialLinks';

/** /login: the login form beside the social login links. */
export function LoginPage() {
  return (
    <AuthCard title="Login">
      <div className="auth-columns">
        <LoginForm />
        <SocialLinks />
      </div>
    </AuthCard>
  );
}
