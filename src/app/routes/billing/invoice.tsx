import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { InvoicePage } from '@/features/billing/components/invoice/invoice-page';
import { useCan } from '@/lib/permissions';

export function InvoiceRoute() {
  const { id } = useParams();
  const can = useCan();
  const backTo = can('view:allBilling') ? paths.money.allBilling : paths.money.billing;
  return <InvoicePage key={id} invoiceId={Number(id)} backTo={backTo} />;
}
