import { useParams } from 'react-router-dom';
import { MailDetailPage } from '@/features/email/components/mail-detail-page';

const toId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** /email/detail/:id — an id that is not a number is a message that does not exist. */
export function MailDetailRoute() {
  const { id } = useParams();
  return <MailDetailPage id={toId(id)} />;
}
