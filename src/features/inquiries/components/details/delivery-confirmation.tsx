import { CircleCheck, PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspendableButton } from '@/components/suspended-action';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { describeError } from '@/lib/api-error';
import { FormAlert } from '@/components/form-alert';
import { formatDate } from '@/lib/dates';
import { useConfirmDelivery } from '../../api/confirm-delivery';
import { useInquiryActivity } from '../../api/get-inquiry-activity';
import type { InquiryDetail } from '../../schemas';

/** The importer has something to do or see here once the carrier marked the shipment delivered. */
export const showsDeliveryConfirmation = (status: InquiryDetail['status']) =>
  status === 'delivered' || status === 'completed';

export function DeliveryConfirmation({ inquiry }: { inquiry: InquiryDetail }) {
  if (inquiry.status === 'completed') return <DeliveryConfirmed inquiryId={inquiry.id} />;
  return <ConfirmDeliveryCard inquiry={inquiry} />;
}

function ConfirmDeliveryCard({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'common']);
  const [open, setOpen] = useState(false);
  const confirm = useConfirmDelivery({ successToast: t('inquiry-details:delivery.done') });

  return (
    <div className="grid gap-3 rounded-lg border border-lime-200 bg-lime-50 p-4">
      <div>
        <p className="font-medium text-slate-900">{t('inquiry-details:delivery.deliveredTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{t('inquiry-details:delivery.deliveredText')}</p>
      </div>
      {confirm.isError && !open && <FormAlert tone="error">{describeError(confirm.error, t)}</FormAlert>}
      <div>
        <SuspendableButton
          variant="green"
          align="start"
          icon={PackageCheck}
          onClick={() => {
            confirm.reset();
            setOpen(true);
          }}
          className="w-full sm:w-auto"
        >
          {t('inquiry-details:delivery.confirm')}
        </SuspendableButton>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('inquiry-details:delivery.dialogTitle')}
        message={t('inquiry-details:delivery.dialogMessage')}
        onConfirm={() => confirm.mutateAsync(inquiry.id).then(() => undefined)}
        loading={confirm.isPending}
      />
    </div>
  );
}

/** The date comes from the inquiry's activity: the moment the importer confirmed. */
function DeliveryConfirmed({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation('inquiry-details');
  const activity = useInquiryActivity(inquiryId);
  const confirmedAt = activity.data?.findLast((event) => event.type === 'delivery_confirmed')?.at;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div>
        <p className="font-medium text-green-900">{t('delivery.confirmedTitle')}</p>
        {confirmedAt && (
          <p className="mt-0.5 text-sm text-green-800">
            <time dateTime={confirmedAt}>{t('delivery.confirmedOn', { date: formatDate(confirmedAt) })}</time>
          </p>
        )}
      </div>
    </div>
  );
}
