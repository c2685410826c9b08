import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ActivityTimeline } from './activity-timeline';
import { DeadlineCard } from './deadline-card';
import { DraftNotice } from './draft-notice';
import { InquiryScreen } from './inquiry-screen';
import { LoadDetails } from './load-details';
import { OnwardLink } from './onward-link';
import { OrganizationDetails } from './organization-details';
import { ShipmentSteps } from './shipment-steps';
import { StatusSummary } from './status-summary';
import { Card } from '@/components/card';

/** The importer's view of one of its inquiries: activity, organisation, load, and status with steps. */
export function InquiryDetailsPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common', 'bids']);

  return (
    <InquiryScreen inquiryId={inquiryId} list={paths.inquiries.list}>
      {(inquiry) => (
        <>
          {inquiry.status === 'draft' && <DraftNotice inquiryId={inquiry.id} />}
          <DeadlineCard inquiry={inquiry} />
          <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
            <Card
              title={t('inquiry-details:sections.statusUpdate')}
              actions={
                <div className="flex flex-wrap justify-end gap-x-4 gap-y-1">
                  <OnwardLink to={paths.bids.allBids(inquiry.id)}>{t('bids:links.viewBids')}</OnwardLink>
                  <OnwardLink to={paths.inquiries.steps(inquiry.id)}>
                    {t('inquiry-details:links.steps')}
                  </OnwardLink>
                </div>
              }
            >
              <div className="grid gap-5">
                <StatusSummary inquiry={inquiry} />
                <ShipmentSteps steps={inquiry.steps} />
              </div>
            </Card>
            <Card title={t('inquiry-details:sections.organization')}>
              <OrganizationDetails organization={inquiry.organization} />
            </Card>
            <Card title={t('inquiry-details:sections.activity')} className="md:col-span-2 xl:col-span-1">
              <ActivityTimeline inquiryId={inquiry.id} />
            </Card>
          </div>
          <Card
            title={t('inquiry-details:sections.load')}
            actions={
              <OnwardLink to={paths.inquiries.loadDetails(inquiry.id)}>
                {t('inquiry-details:links.loadDetails')}
              </OnwardLink>
            }
          >
            <LoadDetails inquiry={inquiry} />
          </Card>
        </>
      )}
    </InquiryScreen>
  );
}
