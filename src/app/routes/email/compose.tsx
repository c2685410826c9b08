import { useParams } from 'react-router-dom';
import { ComposeView } from '@/features/email/components/compose-view';

/** /email/create-email/:id — `new` for a new message, or the id of the message being answered. */
export function ComposeRoute() {
  const { id = 'new' } = useParams();
  return <ComposeView composeId={id} />;
}
