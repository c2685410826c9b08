import { FilePlus2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list-columns';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { inquiryPrefillParams, type Lane } from '../../schemas';
import { LaneRoute } from '../lane-route';
import { ModeIcon, useModeName } from '@/components/mode-icon';

const ORDER = [
  'route',
  'mode',
  'inquiries',
  'weight',
  'lastPrice',
  'lastInquiry',
  'carriers',
  'action',
] as const;

type LaneColumnId = (typeof ORDER)[number];
type LaneColumn = DataColumn<Lane, LaneColumnId>;

const newInquiryHref = (lane: Lane) =>
  `${paths.inquiries.create}?${inquiryPrefillParams({
    pickupCountryId: lane.pickupCountryId,
    pickupCity: lane.pickupCity,
    deliveryCountryId: lane.deliveryCountryId,
    deliveryCity: lane.deliveryCity,
    mode: lane.mode,
  })}`;

export function useLaneColumns(): LaneColumn[] {
  const { t, i18n } = useTranslation(['lanes', 'enums', 'common']);
  const modeName = useModeName();
  return useMemo(() => {
    const lang = i18n.language;
    const none = <span className="text-slate-400">{t('ui:missing')}</span>;
    const newInquiry = (l: Lane) => (
      <SuspendableLink to={newInquiryHref(l)} variant="outline" align="start" repeated icon={FilePlus2}>
        {t('newInquiry')}
        <span className="sr-only">
          : {l.pickupCity ?? t('ui:missing')} – {l.deliveryCity ?? t('ui:missing')}, {modeName(l.mode)}
        </span>
      </SuspendableLink>
    );
    const all: Record<LaneColumnId, Omit<LaneColumn, 'id'>> = {
      route: {
        header: t('columns.route'),
        card: 'title',
        cell: (l) => (
          <LaneRoute
            from={{ city: l.pickupCity, countryName: l.pickupCountryName }}
            to={{ city: l.deliveryCity, countryName: l.deliveryCountryName }}
          />
        ),
      },
      mode: { header: t('columns.mode'), card: 'lead', cell: (l) => <ModeIcon mode={l.mode} withLabel /> },
      inquiries: {
        header: t('columns.inquiries'),
        numeric: true,
        cell: (l) =>
          l.inquiries === undefined ? (
            none
          ) : (
            <span className="tabular-nums font-medium">{formatNumber(l.inquiries, lang)}</span>
          ),
      },
      weight: {
        header: t('columns.weight'),
        numeric: true,
        cell: (l) =>
          l.totalWeightKg === undefined ? (
            none
          ) : (
            <span className="whitespace-nowrap tabular-nums">
              {t('weightKg', { value: formatNumber(Math.round(l.totalWeightKg), lang) })}
            </span>
          ),
      },
      lastPrice: {
        header: t('columns.lastPrice'),
        numeric: true,
        cell: (l) =>
          l.lastPrice ? (
            <span className="whitespace-nowrap tabular-nums font-medium text-slate-900">
              {formatMoney(l.lastPrice.value, l.lastPrice.currency, lang)}
            </span>
          ) : (
            none
          ),
      },
      lastInquiry: {
        header: t('columns.lastInquiry'),
        cell: (l) =>
          l.lastInquiryAt ? (
            <span className="whitespace-nowrap tabular-nums">{formatDate(l.lastInquiryAt)}</span>
          ) : (
            none
          ),
      },
      carriers: {
        header: t('columns.carriers'),
        card: 'wide',
        className: 'max-w-56',
        cell: (l) => (l.carriers.length ? l.carriers.map((c) => c.name).join(', ') : none),
      },
      action: {
        header: t('columns.action'),
        actions: true,
        cell: newInquiry,
        cardCell: (l) => (
          <div className="grid [&_:is(a,button)]:h-auto [&_:is(a,button)]:min-h-10 [&_:is(a,button)]:w-full [&_:is(a,button)]:whitespace-normal [&_:is(a,button)]:py-2 [&_:is(a,button)]:text-center">
            {newInquiry(l)}
          </div>
        ),
      },
    };
    return ORDER.map((id) => ({ id, ...all[id] }));
  }, [t, i18n.language, modeName]);
}
