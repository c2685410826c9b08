import {
  Bell,
  CircleCheck,
  CircleX,
  CreditCard,
  Gavel,
  Hourglass,
  LockKeyhole,
  Mail,
  type LucideIcon,
} from 'lucide-react';
import type { AppNotification } from '../schemas';

const ICONS: Record<string, LucideIcon> = {
  NEW_BID: Gavel,
  BID_ACCEPTED: CircleCheck,
  BID_REJECTED: CircleX,
  DEADLINE_SOON: Hourglass,
  BIDDING_CLOSED: LockKeyhole,
  PAYMENT_RESULT: CreditCard,
  NEW_MAIL: Mail,
};

/** The topic's picture beside its words; a bell for a topic this client does not know. */
export function NotificationIcon({ topic }: { topic: AppNotification['topic'] }) {
  const Icon = (topic && ICONS[topic]) || Bell;
  return (
    <span
      aria-hidden
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
    >
      <Icon className="size-4" />
    </span>
  );
}
