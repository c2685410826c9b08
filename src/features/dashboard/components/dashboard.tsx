import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { RecentInquiries } from './recent-inquiries';
import { PageHeader } from '@/components/page-header';

/** Where a recent inquiry opens for each role: the page that role reads an inquiry on. */
const inquiryHref: Record<OrganizationType, (id: number) => string> = {
  IMPORTER: (id) => paths.inquiries.details(id),
  LOGISTIC: (id) => paths.inquiries.logisticDetails(id),
  ADMIN: (id) => paths.inquiries.update(id),
};

/** Home for every role: that role's own figures and the inquiries that matter to it now. */
export function Dashboard({ role, userName }: { role: OrganizationType; userName: string }) {
  const { t } = useTranslation('dashboard');
  const dashboard = useDashboard();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('greeting', { name: userName })} subtitle={t(`subtitle.${role}`)} />
      {dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          {dashboard.data ? <FigureCards figures={dashboard.data.figures} /> : <FigureCardsSkeleton />}
          <section
            aria-labelledby="recent-title"
            className="rounded-card border border-slate-200 bg-white shadow-card"
          >
            <h2
              id="recent-title"
              className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900"
            >
              {t(`recent.${role}`)}
            </h2>
            <RecentInquiries dashboard={dashboard} caption={t(`recent.${role}`)} hrefOf={inquiryHref[role]} />
          </section>
        </>
      )}
    </div>
  );
}
