import { useParams } from 'react-router-dom';
import { ComposePage } from '@/features/email/components/compose-page';

/** /email/create-email/:id — `new` for a new message, or the id of the message being answered. */
export function ComposeRoute() {
  const { id = 'new' } = useParams();
  return <ComposePage composeId={id} />;
}
