import { RegisterForm } from '@/features/auth/components/register-form';

/** After registration the new user is signed in; the GuestOnly guard takes them home. */
export function RegisterRoute() {
  return <RegisterForm />;
}
