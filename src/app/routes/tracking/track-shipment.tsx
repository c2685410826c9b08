import { useParams } from 'react-router-dom';
import { TrackedShipmentPage } from '@/features/inquiries/components/tracking/tracked-shipment-page';

/** /track/{token}: a shipment's steps shared by its importer, open to anyone with the link. */
export function TrackShipmentRoute() {
  const { token = '' } = useParams();
  return <TrackedShipmentPage token={token} />;
}
