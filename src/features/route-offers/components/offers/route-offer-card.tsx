import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODES } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/format';
import { isKnown } from '@/lib/lenient';
import { CAPACITY_UNITS, type RouteOffer } from '../../schemas';
import { LaneRoute } from '../lane-route';
import { ModeIcon } from '@/components/mode-icon';
import { OfferStateBadge } from './offer-state-badge';

type Props = {
  offer: RouteOffer;
  /** The carrier's own list shows each offer's state; the market shows active offers only. */
  showState?: boolean;
  actions?: ReactNode;
};

/** One route offer: the lane and who runs it, the price, when it holds and how much it carries. */
export function RouteOfferCard({ offer, showState = false, actions }: Props) {
  const { t, i18n } = useTranslation(['route-offers', 'lanes', 'enums', 'common']);
  const lang = i18n.language;
  const missing = t('ui:missing');
  const day = (value: string | undefined) => (value ? formatDate(value) : missing);
  // A unit the app does not know shows its raw code after the number.
  const capacity = (amount: number, unit: RouteOffer['capacityUnit']) =>
    isKnown(CAPACITY_UNITS, unit)
      ? t(`capacity.${unit}`, { count: amount, value: formatNumber(amount, lang) })
      : [formatNumber(amount, lang), unit].filter(Boolean).join(' ');
  return (
    <article
      data-testid="route-offer"
      aria-labelledby={`route-offer-${offer.id}`}
      className="flex h-full flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={`route-offer-${offer.id}`} className="text-base">
            <LaneRoute
              from={{ city: offer.pickupCity, countryName: offer.pickupCountryName }}
              to={{ city: offer.deliveryCity, countryName: offer.deliveryCountryName }}
            />
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="sr-only">{t('card.carrier')}: </span>
            {offer.organizationName ?? missing}
          </p>
        </div>
        {showState && <OfferStateBadge state={offer.state} />}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="inline-flex items-center gap-2 text-sm text-slate-700">
          <ModeIcon mode={offer.mode} />
          {/* The icon names a known mode for screen readers; an unknown one already shows its code. */}
          {isKnown(TRANSPORT_MODES, offer.mode) && <span aria-hidden>{t(`enums:mot.${offer.mode}`)}</span>}
        </span>
        <p className="text-right">
          <span className="sr-only">{t('card.price')}: </span>
          <span className="text-lg font-semibold tabular-nums text-slate-900">
            {formatMoney(offer.price, offer.currency, lang)}
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-xs">
        <div>
          <dt className="text-slate-500">{t('card.validity')}</dt>
          <dd className="mt-0.5 whitespace-nowrap text-sm tabular-nums text-slate-800">
            {day(offer.validFrom)} – {day(offer.validUntil)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('card.capacity')}</dt>
          <dd className="mt-0.5 text-sm text-slate-800">
            {offer.capacity === undefined ? missing : capacity(offer.capacity, offer.capacityUnit)}
          </dd>
        </div>
        {offer.notes && (
          <div className="col-span-2">
            <dt className="text-slate-500">{t('card.notes')}</dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-700">{offer.notes}</dd>
          </div>
        )}
      </dl>
      {actions && <div className="mt-auto flex flex-wrap justify-end gap-2 pt-1">{actions}</div>}
    </article>
  );
}
