import { Building2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list-columns';
import { ModeIcon } from '@/components/mode-icon';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatNumber } from '@/lib/numbers';
import { isKnown } from '@/lib/lenient';
import { CAPACITY_UNITS, type RouteOffer } from '../../schemas';
import { LaneRoute } from '../lane-route';
import { OfferStateBadge } from './offer-state-badge';

type Options = {
  /** The carrier's own list shows each offer's state; the market shows active offers only. */
  withState: boolean;
  /** The row's buttons (memoised by the caller); none, no actions column. */
  actions?: (offer: RouteOffer) => ReactNode;
};

/** What the carrier's offers and the market's share: one row per offer, tops aligned, cards below a laptop. */
export const OFFER_ROWS = {
  rowKey: (offer: RouteOffer) => offer.id,
  cardsBelow: 'lg',
  alignTop: true,
  rowAttributes: () => ({ 'data-testid': 'route-offer' }),
} as const;

export function useRouteOfferColumns({ withState, actions }: Options): DataColumn<RouteOffer>[] {
  const { t, i18n } = useTranslation(['route-offers', 'lanes', 'enums', 'common']);
  const lang = i18n.language;
  return useMemo(() => {
    const missing = t('ui:missing');
    const day = (value: string | undefined) => (value ? formatDate(value) : missing);
    // A unit the app does not know shows its raw code after the number.
    const capacity = (amount: number, unit: RouteOffer['capacityUnit']) =>
      isKnown(CAPACITY_UNITS, unit)
        ? t(`route-offers:capacity.${unit}`, { count: amount, value: formatNumber(amount, lang) })
        : [formatNumber(amount, lang), unit].filter(Boolean).join(' ');
    const columns: DataColumn<RouteOffer>[] = [
      {
        id: 'route',
        header: t('route-offers:columns.route'),
        card: 'title',
        className: 'min-w-48',
        cell: (offer) => (
          <span role="heading" aria-level={3}>
            <LaneRoute
              from={{ city: offer.pickupCity, countryName: offer.pickupCountryName }}
              to={{ city: offer.deliveryCity, countryName: offer.deliveryCountryName }}
            />
          </span>
        ),
      },
      {
        id: 'carrier',
        header: t('route-offers:columns.carrier'),
        card: 'lead',
        cell: (offer) => offer.organizationName ?? missing,
        cardCell: (offer) => (
          <span className="flex items-center gap-1.5 text-slate-600">
            <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="sr-only">{t('route-offers:columns.carrier')}: </span>
            {offer.organizationName ?? missing}
          </span>
        ),
      },
      {
        id: 'mode',
        header: t('route-offers:columns.mode'),
        // A whole line on a card: half a 360px card is narrower than 'Железнодорожный' beside its icon.
        card: 'wide',
        cell: (offer) => <ModeIcon mode={offer.mode} withLabel />,
      },
      {
        id: 'price',
        header: t('route-offers:columns.price'),
        numeric: true,
        // On the market's cards the price heads the card; the own offers' cards have the state there.
        card: withState ? undefined : 'badge',
        cell: (offer) => (
          <span className="font-semibold text-slate-900">
            {formatMoney(offer.price, offer.currency, lang)}
          </span>
        ),
      },
      {
        id: 'validity',
        header: t('route-offers:columns.validity'),
        // Each date stays whole; a narrow cell (a phone's card) breaks the range after its dash.
        cell: (offer) => (
          <span className="tabular-nums">
            <span className="whitespace-nowrap">{day(offer.validFrom)}&nbsp;–</span>{' '}
            <span className="whitespace-nowrap">{day(offer.validUntil)}</span>
          </span>
        ),
      },
      {
        id: 'capacity',
        header: t('route-offers:columns.capacity'),
        cell: (offer) =>
          offer.capacity === undefined ? missing : capacity(offer.capacity, offer.capacityUnit),
      },
      {
        id: 'notes',
        header: t('route-offers:columns.notes'),
        card: 'wide',
        className: 'min-w-48 max-w-xs',
        cell: (offer) =>
          offer.notes ? <span className="whitespace-pre-line break-words">{offer.notes}</span> : missing,
      },
    ];
    if (withState)
      columns.push({
        id: 'state',
        header: t('route-offers:columns.state'),
        card: 'badge',
        cell: (offer) => <OfferStateBadge state={offer.state} />,
      });
    if (actions)
      columns.push({
        id: 'actions',
        header: t('route-offers:columns.actions'),
        actions: true,
        cell: (offer) => (
          <span className="flex flex-wrap items-center justify-end gap-2">{actions(offer)}</span>
        ),
      });
    return columns;
  }, [t, lang, withState, actions]);
}
