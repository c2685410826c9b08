import { ArrowRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/dates';
import type { InquiryListScope } from '../../api/get-inquiries';
import type { InquirySummary } from '../../schemas';
import { CopyCodeButton } from './copy-code-button';
import { inquiryHref, showsOrganization } from './list-state';
import { ModeIcon } from '@/components/mode-icon';
import type { RowLabels } from './row-labels';

// One inquiry of the list: a table row on a desk, a card on a phone. The code is a real link whose
// hit area is stretched over the whole row (after:inset-0), so a click anywhere opens the inquiry
// and a keyboard user tabs through one link per row. Both are memoised: a new page re-renders only
// the rows whose inquiry changed, and typing in the search box re-renders none. Their words come in
// translated (labels) instead of each row subscribing to i18next.

type RowProps = {
  inquiry: InquirySummary;
  scope: InquiryListScope;
  labels: RowLabels;
  onCopy: (code: string) => Promise<void>;
};

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

function Mode({ inquiry }: { inquiry: InquirySummary }) {
  return <ModeIcon mode={inquiry.shipmentMode} withLabel />;
}

/**
 * The code, as the link that opens the inquiry (stretched over its row or card), and its copy button.
 * Without a code the link reads '—' (named for screen readers by the row's number) and nothing is copied.
 */
function CodeLink({ inquiry, scope, labels, onCopy }: RowProps) {
  const code = inquiry.inquiryCode;
  return (
    <span className="inline-flex items-center gap-1">
      <Link
        to={inquiryHref(scope, inquiry)}
        className={stretchedLink}
        aria-label={code ? undefined : `#${inquiry.id}`}
      >
        {code || DASH}
      </Link>
      {code && <CopyCodeButton code={code} label={labels.copyId(code)} onCopy={onCopy} />}
    </span>
  );
}

export const InquiryRow = memo(function InquiryRow({ inquiry, scope, labels, onCopy }: RowProps) {
  return (
    <tr data-testid="inquiry-row" className="relative transition-colors hover:bg-slate-50">
      <td className="whitespace-nowrap px-3 py-3">
        <CodeLink inquiry={inquiry} scope={scope} labels={labels} onCopy={onCopy} />
      </td>
      <td className="min-w-44 px-3 py-3">
        <RouteText inquiry={inquiry} routeTo={labels.routeTo} />
      </td>
      {showsOrganization(scope) && (
        <td className="min-w-28 px-3 py-3 text-slate-700">{inquiry.organizationName || DASH}</td>
      )}
      <td className="px-3 py-3">
        <Mode inquiry={inquiry} />
      </td>
      <td className="whitespace-nowrap px-3 py-3 tabular-nums text-slate-700">
        {formatDate(inquiry.createdAt) || DASH}
      </td>
      <td className="whitespace-nowrap px-3 py-3 tabular-nums text-slate-700">
        {formatDate(inquiry.pickup?.date) || DASH}
      </td>
      <td className="px-3 py-3">
        <StatusBadge status={inquiry.status} />
      </td>
      <td className="px-3 py-3 text-right tabular-nums text-slate-900">{inquiry.bidCount ?? DASH}</td>
    </tr>
  );
});

export const InquiryCard = memo(function InquiryCard({ inquiry, scope, labels, onCopy }: RowProps) {
  return (
    <li
      data-testid="inquiry-card"
      className="relative rounded-lg border border-slate-200 bg-white p-3 transition-colors hover:bg-slate-50"
    >
      <div className="flex items-start justify-between gap-2">
        <CodeLink inquiry={inquiry} scope={scope} labels={labels} onCopy={onCopy} />
        <StatusBadge status={inquiry.status} />
      </div>
      <p className="mt-2 text-sm">
        <RouteText inquiry={inquiry} routeTo={labels.routeTo} />
      </p>
      {showsOrganization(scope) && (
        <p className="mt-1 text-sm text-slate-600">{inquiry.organizationName || DASH}</p>
      )}
      {/* Wraps when a long mode name ('Dəmir yolu', 'Железнодорожный') and the two dates do not fit in one line. */}
      <dl className="mt-3 flex flex-wrap justify-between gap-x-3 gap-y-2 text-xs">
        <div>
          <dt className="text-slate-500">{labels.mode}</dt>
          <dd className="mt-0.5">
            <Mode inquiry={inquiry} />
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{labels.createdAt}</dt>
          <dd className="mt-0.5 whitespace-nowrap tabular-nums text-slate-800">
            {formatDate(inquiry.createdAt) || DASH}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{labels.pickupDate}</dt>
          <dd className="mt-0.5 whitespace-nowrap tabular-nums text-slate-800">
            {formatDate(inquiry.pickup?.date) || DASH}
          </dd>
        </div>
        <div className="text-right">
          <dt className="text-slate-500">{labels.bids}</dt>
          <dd className="mt-0.5 tabular-nums text-slate-800">{inquiry.bidCount ?? DASH}</dd>
        </div>
      </dl>
    </li>
  );
});
