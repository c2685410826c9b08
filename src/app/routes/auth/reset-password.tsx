import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token')} />;
}
