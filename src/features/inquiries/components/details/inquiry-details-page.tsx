import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useInquiry } from '../../api/get-inquiry';
import { ActivityTimeline } from './activity-timeline';
import { DeadlineCard } from './deadline-card';
import { DraftNotice } from './draft-notice';
import { InquiryHeader } from './inquiry-header';
import { InquiryQueryState } from './inquiry-query-state';
import { LoadDetails } from './load-details';
import { OrganizationDetails } from './organization-details';
import { ShipmentSteps } from './shipment-steps';
import { StatusSummary } from './status-summary';
import { Card } from '@/components/card';

const linkClass =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500';

/** The importer's view of one of its inquiries: activity, organisation, load, and status with steps. */
export function InquiryDetailsPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common', 'bids']);
  const query = useInquiry(inquiryId, 'owner');

  return (
    <InquiryQueryState query={query} backTo={paths.inquiries.list}>
      {(inquiry) => (
        <div className="grid gap-6">
          <InquiryHeader inquiry={inquiry} backTo={paths.inquiries.list} />
          {inquiry.status === 'draft' && <DraftNotice inquiryId={inquiry.id} />}
          <DeadlineCard inquiry={inquiry} />
          <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
            <Card
              title={t('inquiry-details:sections.statusUpdate')}
              actions={
                <div className="flex flex-wrap justify-end gap-x-4 gap-y-1">
                  <Link to={paths.bids.allBids(inquiry.id)} className={linkClass}>
                    {t('bids:links.viewBids')}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                  <Link to={paths.inquiries.steps(inquiry.id)} className={linkClass}>
                    {t('inquiry-details:links.steps')}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
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
              <Link to={paths.inquiries.loadDetails(inquiry.id)} className={linkClass}>
                {t('inquiry-details:links.loadDetails')}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            }
          >
            <LoadDetails inquiry={inquiry} />
          </Card>
        </div>
      )}
    </InquiryQueryState>
  );
}
