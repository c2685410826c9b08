import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AWARDED_INQUIRY_STATUSES } from '@/config/enums';
import { paths } from '@/config/paths';
import { isKnown } from '@/lib/lenient';
import { InquiryScreen } from './inquiry-screen';
import { LoadDetails } from './load-details';
import { OnwardLink } from './onward-link';
import { Card } from '@/components/card';

/** What a carrier needs to price the load: route and dates, mode, goods with totals, papers, importer. */
export function CarrierInquiryDetailsPage({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);

  return (
    <InquiryScreen inquiryId={inquiryId} reader="carrier" list={paths.inquiries.logisticList}>
      {(inquiry) => (
        <>
          <Card className="flex flex-col gap-4 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
            <p className="flex items-center gap-2 text-sm text-slate-900">
              <Building2 aria-hidden className="size-5 shrink-0 text-slate-400" />
              <span className="text-slate-500">{t('inquiry-details:sections.importer')}:</span>{' '}
              <span className="font-medium">
                {inquiry.organizationName || inquiry.organization?.organizaName || t('ui:missing')}
              </span>
            </p>
            {/* A carrier sees an inquiry past bidding only when it won it; then the steps are its to mark. */}
            {isKnown(AWARDED_INQUIRY_STATUSES, inquiry.status) && (
              <OnwardLink to={paths.inquiries.steps(inquiry.id)}>
                {t('inquiry-details:links.steps')}
              </OnwardLink>
            )}
          </Card>
          <Card title={t('inquiry-details:sections.load')}>
            <LoadDetails inquiry={inquiry} />
          </Card>
        </>
      )}
    </InquiryScreen>
  );
}
