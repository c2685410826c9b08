import { useTranslation } from 'react-i18next';
import { AfterHeading } from '@/components/after-heading';
import { ErrorState } from '@/components/error-state';
import { LandingPageHeader } from '@/components/landing-page-header';
import type { OrganizationType } from '@/config/enums';
import { paths } from '@/config/paths';
import { useDashboard } from '../api/get-dashboard';
import { FigureCards, FigureCardsSkeleton } from './figure-cards';
import { RecentInquiries } from './recent-inquiries';
import { ListCard } from '@/components/list-card';

const inquiryHref: Record<OrganizationType, (id: number) => string> = {
  IMPORTER: (id) => paths.inquiries.details(id),
  LOGISTIC: (id) => paths.inquiries.logisticDetails(id),
  ADMIN: (id) => paths.inquiries.update(id),
};

export function Dashboard({ role }: { role: OrganizationType }) {
  const dashboard = useDashboard();
  return (
    <div className="grid gap-6">
      <LandingPageHeader screen="home" />
      <AfterHeading placeholder={<FigureCardsSkeleton />}>
        <DashboardContent role={role} dashboard={dashboard} />
      </AfterHeading>
    </div>
  );
}

function DashboardContent({
  role,
  dashboard,
}: {
  role: OrganizationType;
  dashboard: ReturnType<typeof useDashboard>;
}) {
  const { t } = useTranslation('dashboard');
  if (dashboard.isError)
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return (
    <>
      {dashboard.data ? <FigureCards figures={dashboard.data.figures} /> : <FigureCardsSkeleton />}
      <ListCard title={t(`recent.${role}`)}>
        <RecentInquiries dashboard={dashboard} caption={t(`recent.${role}`)} hrefOf={inquiryHref[role]} />
      </ListCard>
    </>
  );
}
