import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { InquiryReader } from '../../api/get-inquiry';
import { DeliveryConfirmation, showsDeliveryConfirmation } from './delivery-confirmation';
import { InquiryScreen } from './inquiry-screen';
import { ShipmentSteps } from './shipment-steps';
import { StatusSummary } from './status-summary';
import { StepControls } from './step-controls';
import { TrackingLinkCard } from '../tracking/tracking-link-card';
import { Card } from '@/components/card';

export function InquiryStepsPage({ inquiryId, reader }: { inquiryId: number; reader: InquiryReader }) {
  const { t } = useTranslation(['inquiry-details', 'enums', 'common']);
  const isCarrier = reader === 'carrier';
  const back = isCarrier ? paths.inquiries.logisticDetails(inquiryId) : paths.inquiries.details(inquiryId);

  return (
    <InquiryScreen
      inquiryId={inquiryId}
      reader={reader}
      list={isCarrier ? paths.inquiries.logisticList : paths.inquiries.list}
      backTo={back}
    >
      {(inquiry) => (
        <>
          <Card title={t('inquiry-details:sections.steps')} className="max-w-2xl">
            <div className="grid gap-6">
              <StatusSummary inquiry={inquiry} />
              <ShipmentSteps steps={inquiry.steps} />
              {isCarrier ? (
                <StepControls inquiry={inquiry} />
              ) : showsDeliveryConfirmation(inquiry.status) ? (
                <DeliveryConfirmation inquiry={inquiry} />
              ) : (
                <p className="text-sm text-slate-500">{t('inquiry-details:steps.importerHint')}</p>
              )}
            </div>
          </Card>
          {!isCarrier && <TrackingLinkCard inquiryId={inquiry.id} status={inquiry.status} />}
        </>
      )}
    </InquiryScreen>
  );
}
