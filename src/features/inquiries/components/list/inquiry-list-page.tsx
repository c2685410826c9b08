import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { SuspendedAction } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { useDecide } from '@/lib/permissions';
import type { InquiryListScope } from '../../api/get-inquiries';
import type { InquiryListQuery } from '../../inquiry-list-url-state';
import { InquiryList } from './inquiry-list';
import type { InquiryQueryChange } from './list-filters';

type InquiryListPageProps = {
  scope: InquiryListScope;
  query: InquiryListQuery;
  onQueryChange: InquiryQueryChange;
};

/** A list screen: its heading (and, for an importer, the way to a new inquiry) over the list. */
export function InquiryListPage({ scope, query, onQueryChange }: InquiryListPageProps) {
  const { t } = useTranslation(['inquiry-list', 'inquiries', 'enums', 'common']);
  const create = useDecide()('inquiry:create');
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={t(`title.${scope}`)}
        subtitle={t(`subtitle.${scope}`)}
        actions={
          create === 'suspended' ? (
            <SuspendedAction leftIcon={<Plus aria-hidden className="size-4" />}>
              {t('newInquiry')}
            </SuspendedAction>
          ) : create === 'allowed' ? (
            <Link to={paths.inquiries.create} className={buttonClasses({ variant: 'primary' })}>
              <Plus aria-hidden className="size-4" />
              {t('newInquiry')}
            </Link>
          ) : undefined
        }
      />
      <InquiryList scope={scope} query={query} onQueryChange={onQueryChange} />
    </div>
  );
}
