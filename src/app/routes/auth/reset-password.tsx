import { z } from 'zod/mini';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useUrlState } from '@/lib/use-url-state';

const resetUrlStateSchema = z.object({ token: z.catch(z.nullable(z.string()), null) });

export function ResetPasswordRoute() {
  const [{ token }] = useUrlState(resetUrlStateSchema);
  return <ResetPasswordForm token={token} />;
}
