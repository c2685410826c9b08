import { useParams } from 'react-router-dom';
import { MailDetailView } from '@/features/email/components/mail-detail-view';

const toId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** /email/detail/:id — an id that is not a number is a message that does not exist. */
export function MailDetailRoute() {
  const { id } = useParams();
  return <MailDetailView id={toId(id)} />;
}
