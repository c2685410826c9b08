import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { SuspendableLink } from './suspended-action';

/** An importer's way on from a list that is empty for want of inquiries: into the create flow. */
export function NewInquiryLink({ children }: { children: ReactNode }) {
  return (
    <SuspendableLink to={paths.inquiries.create} align="center" icon={Plus}>
      {children}
    </SuspendableLink>
  );
}
