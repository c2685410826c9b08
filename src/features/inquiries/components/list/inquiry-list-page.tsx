import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterHeading } from '@/components/after-heading';
import { LandingPageHeader } from '@/components/landing-page-header';
import { SkeletonCards } from '@/components/skeleton-rows';
import type { LandingScreen } from '@/config/headings';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { useDecide } from '@/lib/permissions';
import { useInquiries, type InquiryListScope } from '../../api/get-inquiries';
import type { InquiryListQuery } from '../../inquiry-list-url-state';
import { InquiryList } from './inquiry-list';
import { scopedQuery, type InquiryQueryChange } from './list-filters';

type InquiryListPageProps = {
  scope: InquiryListScope;
  query: InquiryListQuery;
  onQueryChange: InquiryQueryChange;
};

/** Each scope's screen, whose heading words the route table shows while its code loads. */
const SCREEN_OF: Record<InquiryListScope, LandingScreen> = {
  own: 'inquiries',
  open: 'carrierInquiries',
  all: 'allInquiries',
};

const LIST_PLACEHOLDER = (
  <SkeletonCards cards={1} bars={['h-9 w-full', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full', 'h-4 w-full']} />
);

export function InquiryListPage({ scope, query, onQueryChange }: InquiryListPageProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'enums', 'common']);
  const create = useDecide()('inquiry:create');
  // Watched from the first commit, so the route's prefetched answer (or failure) is not asked for again.
  const inquiries = useInquiries(
    scope,
    useMemo(() => scopedQuery(scope, query), [scope, query]),
  );
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <LandingPageHeader
        screen={SCREEN_OF[scope]}
        actions={
          create !== 'denied' && (
            <SuspendableLink to={paths.inquiries.create} icon={Plus}>
              {t('newInquiry')}
            </SuspendableLink>
          )
        }
      />
      <AfterHeading placeholder={LIST_PLACEHOLDER}>
        <InquiryList scope={scope} query={query} onQueryChange={onQueryChange} inquiries={inquiries} />
      </AfterHeading>
    </div>
  );
}
