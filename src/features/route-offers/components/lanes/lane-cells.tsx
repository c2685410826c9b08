import { FilePlus2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list-columns';
import { ModeIcon, useModeName } from '@/components/mode-icon';
import { SuspendableLink } from '@/components/suspended-action';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { inquiryPrefillParams, type Lane } from '../../schemas';
import { LaneRoute } from '../lane-route';

const newInquiryHref = (lane: Lane) => `${paths.inquiries.create}?${inquiryPrefillParams(lane)}`;

export function useLaneColumns(): DataColumn<Lane>[] {
  const { t, i18n } = useTranslation(['lanes', 'enums', 'common']);
  const modeName = useModeName();
  return useMemo(() => {
    const lang = i18n.language;
    // A figure the server left out reads '—'.
    const known = <V,>(value: V | undefined, show: (value: V) => ReactNode) =>
      value === undefined ? <span className="text-slate-400">{t('ui:missing')}</span> : show(value);
    const newInquiry = (l: Lane) => (
      <SuspendableLink to={newInquiryHref(l)} variant="outline" align="start" repeated icon={FilePlus2}>
        {t('newInquiry')}
        <span className="sr-only">
          : {l.pickupCity ?? t('ui:missing')} – {l.deliveryCity ?? t('ui:missing')}, {modeName(l.mode)}
        </span>
      </SuspendableLink>
    );
    return [
      {
        id: 'route',
        header: t('columns.route'),
        card: 'title',
        cell: (l) => (
          <LaneRoute
            from={{ city: l.pickupCity, countryName: l.pickupCountryName }}
            to={{ city: l.deliveryCity, countryName: l.deliveryCountryName }}
          />
        ),
      },
      {
        id: 'mode',
        header: t('columns.mode'),
        card: 'lead',
        cell: (l) => <ModeIcon mode={l.mode} withLabel />,
      },
      {
        id: 'inquiries',
        header: t('columns.inquiries'),
        numeric: true,
        cell: (l) =>
          known(l.inquiries, (n) => (
            <span className="tabular-nums font-medium">{formatNumber(n, lang)}</span>
          )),
      },
      {
        id: 'weight',
        header: t('columns.weight'),
        numeric: true,
        cell: (l) =>
          known(l.totalWeightKg, (kg) => (
            <span className="whitespace-nowrap tabular-nums">
              {t('weightKg', { value: formatNumber(Math.round(kg), lang) })}
            </span>
          )),
      },
      {
        id: 'lastPrice',
        header: t('columns.lastPrice'),
        numeric: true,
        cell: (l) =>
          known(l.lastPrice ?? undefined, (price) => (
            <span className="whitespace-nowrap tabular-nums font-medium text-slate-900">
              {formatMoney(price.value, price.currency, lang)}
            </span>
          )),
      },
      {
        id: 'lastInquiry',
        header: t('columns.lastInquiry'),
        cell: (l) =>
          known(l.lastInquiryAt || undefined, (at) => (
            <span className="whitespace-nowrap tabular-nums">{formatDate(at)}</span>
          )),
      },
      {
        id: 'carriers',
        header: t('columns.carriers'),
        card: 'wide',
        className: 'max-w-56',
        cell: (l) =>
          known(l.carriers.length ? l.carriers : undefined, (cs) => cs.map((c) => c.name).join(', ')),
      },
      {
        id: 'action',
        header: t('columns.action'),
        actions: true,
        cell: newInquiry,
        cardCell: (l) => (
          <div className="grid [&_:is(a,button)]:h-auto [&_:is(a,button)]:min-h-10 [&_:is(a,button)]:w-full [&_:is(a,button)]:whitespace-normal [&_:is(a,button)]:py-2 [&_:is(a,button)]:text-center">
            {newInquiry(l)}
          </div>
        ),
      },
    ];
  }, [t, i18n.language, modeName]);
}
