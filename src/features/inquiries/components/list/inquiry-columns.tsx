import { ArrowRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DataColumn } from '@/components/data-list-columns';
import { DeadlineCountdown } from '@/components/deadline-countdown';
import { ModeIcon } from '@/components/mode-icon';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { InquiryListScope } from '../../api/get-inquiries';
import type { InquirySummary } from '../../schemas';
import { CopyCodeButton } from './copy-code-button';

export type InquiryColumnId =
  'code' | 'route' | 'organization' | 'mode' | 'createdAt' | 'pickupDate' | 'status' | 'deadline' | 'bids';

export type InquiryColumn = DataColumn<InquirySummary, InquiryColumnId>;

/** The importer's organisation is a column for carriers and admins; an importer sees only their own. */
const COLUMNS: Record<InquiryListScope, InquiryColumnId[]> = {
  own: ['code', 'route', 'mode', 'createdAt', 'pickupDate', 'status', 'deadline', 'bids'],
  // A carrier sees when each inquiry stops taking bids, counting down.
  open: ['code', 'route', 'organization', 'mode', 'createdAt', 'pickupDate', 'status', 'deadline', 'bids'],
  all: ['code', 'route', 'organization', 'mode', 'createdAt', 'pickupDate', 'status', 'bids'],
};

/** Where a row leads: an importer's draft reopens the create flow; otherwise each role's detail page. */
export function inquiryHref(scope: InquiryListScope, inquiry: Pick<InquirySummary, 'id' | 'status'>) {
  if (scope === 'open') return paths.inquiries.logisticDetails(inquiry.id);
  if (scope === 'all') return paths.inquiries.update(inquiry.id);
  if (inquiry.status === 'draft') return `${paths.inquiries.create}?draft=${inquiry.id}`;
  return paths.inquiries.details(inquiry.id);
}

const stretchedLink =
  'rounded font-medium text-brand-600 outline-none hover:underline ' +
  "after:absolute after:inset-0 after:content-[''] " +
  'focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-brand-500';

const DASH = '—';

function Place({ place }: { place: InquirySummary['pickup'] }) {
  if (!place || (!place.city && !place.countryName)) return <span className="text-slate-500">{DASH}</span>;
  return (
    <span className="min-w-0">
      <span className="font-medium text-slate-900">{place.city || DASH}</span>
      {place.countryName && <span className="text-slate-500">, {place.countryName}</span>}
    </span>
  );
}

/** Pick-up over delivery: two short lines read faster in a narrow column than one that wraps anywhere. */
function RouteText({ inquiry, routeTo }: { inquiry: InquirySummary; routeTo: string }) {
  return (
    <span className="flex flex-col gap-0.5">
      <Place place={inquiry.pickup} />
      <span className="flex items-center gap-1.5">
        <ArrowRight aria-hidden className="size-3.5 shrink-0 text-slate-400" />
        <span className="sr-only">{routeTo}</span>
        <Place place={inquiry.delivery} />
      </span>
    </span>
  );
}

/** The code, as the link that opens the inquiry (stretched over its row or card), and its copy button. */
function CodeLink({ inquiry, href }: { inquiry: InquirySummary; href: string }) {
  const code = inquiry.inquiryCode;
  return (
    <span className="inline-flex items-center gap-1">
      <Link to={href} className={stretchedLink} aria-label={code ? undefined : `#${inquiry.id}`}>
        {code || DASH}
      </Link>
      {code && <CopyCodeButton code={code} />}
    </span>
  );
}

const date = (value: string | undefined) => (
  <span className="whitespace-nowrap tabular-nums">{formatDate(value) || DASH}</span>
);

export function useInquiryColumns(scope: InquiryListScope): InquiryColumn[] {
  const { t } = useTranslation(['inquiry-list', 'inquiries']);
  return useMemo(() => {
    const routeTo = t('inquiry-list:routeTo');
    const all: Record<InquiryColumnId, Omit<InquiryColumn, 'id'>> = {
      code: {
        header: t('inquiries:fields.code'),
        card: 'title',
        className: 'whitespace-nowrap',
        cell: (inquiry) => <CodeLink inquiry={inquiry} href={inquiryHref(scope, inquiry)} />,
      },
      route: {
        header: t('inquiries:fields.route'),
        card: 'lead',
        className: 'min-w-44',
        cell: (inquiry) => <RouteText inquiry={inquiry} routeTo={routeTo} />,
      },
      organization: {
        header: t('inquiries:fields.organization'),
        card: 'lead',
        className: 'min-w-28',
        cell: (inquiry) => inquiry.organizationName || DASH,
      },
      mode: {
        header: t('inquiries:fields.mode'),
        cell: (inquiry) => <ModeIcon mode={inquiry.shipmentMode} withLabel />,
      },
      createdAt: {
        header: t('inquiry-list:columns.createdAt'),
        cell: (inquiry) => date(inquiry.createdAt),
      },
      pickupDate: {
        header: t('inquiry-list:columns.pickupDate'),
        cell: (inquiry) => date(inquiry.pickup?.date),
      },
      status: {
        header: t('inquiries:fields.status'),
        card: 'badge',
        cell: (inquiry) => <StatusBadge status={inquiry.status} />,
      },
      deadline: {
        header: t('inquiries:fields.biddingClosesAt'),
        cell: (inquiry) => <DeadlineCountdown closesAt={inquiry.biddingClosesAt} compact />,
      },
      bids: {
        header: t('inquiries:fields.bids'),
        numeric: true,
        cell: (inquiry) => <span className="text-slate-900">{inquiry.bidCount ?? DASH}</span>,
      },
    };
    return COLUMNS[scope].map((id) => ({ id, ...all[id] }));
  }, [scope, t]);
}
