import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { SuspendableLink } from './suspended-action';

export function NewInquiryLink({ children }: { children: ReactNode }) {
  return (
    <SuspendableLink to={paths.inquiries.create} align="center" icon={Plus}>
      {children}
    </SuspendableLink>
  );
}
