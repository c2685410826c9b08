import { useParams } from 'react-router-dom';
import { ComposePage } from '@/features/email/components/compose-page';

export function ComposeRoute() {
  const { id = 'new' } = useParams();
  return <ComposePage composeId={id} />;
}
