import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  LOCATION_TYPES,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';
import { formatDate } from '@/lib/dates';
import type { InquiryDetail } from '../../schemas';
import { codeLabel } from '@/lib/display';
import { FactList, type Fact } from '@/components/fact-list';
import { DocumentsList } from './documents-list';
import { GoodsTable } from './goods-table';

type Translate = ReturnType<typeof useTranslation>['t'];

function Subsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

const placeFacts = (place: InquiryDetail['pickup'], t: Translate, missing: string): Fact[] =>
  place
    ? [
        { label: t('inquiries:fields.country'), value: place.countryName || missing },
        { label: t('inquiries:fields.city'), value: place.city || missing },
        { label: t('inquiries:fields.address'), value: place.address || missing },
        {
          label: t('inquiries:fields.date'),
          value: place.date ? (
            <time dateTime={place.date}>{formatDate(place.date) || place.date}</time>
          ) : (
            missing
          ),
        },
        {
          label: t('inquiries:fields.locationType'),
          value: codeLabel(t, 'enums:locationType', LOCATION_TYPES, place.locationType, missing),
        },
      ]
    : [];

export function LoadDetails({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['inquiry-details', 'inquiries', 'enums', 'common']);
  const missing = t('inquiry-details:load.notGiven');
  const mode = inquiry.shipmentMode;

  const cargo: Fact[] = [
    {
      label: t('inquiries:fields.commodity'),
      value: codeLabel(t, 'enums:commodity', COMMODITY_TYPES, inquiry.commodityType, missing),
    },
    {
      label: t('inquiries:fields.readiness'),
      value: codeLabel(t, 'enums:readiness', GOODS_READINESS, inquiry.readiness, missing),
    },
    { label: t('inquiries:fields.incoterms'), value: inquiry.incoterms ?? missing },
    { label: t('inquiries:fields.description'), value: inquiry.description || missing },
  ];

  const transport: Fact[] = [
    { label: t('inquiries:fields.mode'), value: codeLabel(t, 'enums:mot', TRANSPORT_MODES, mode, missing) },
  ];
  if (mode === 'ROAD') {
    transport.push(
      {
        label: t('inquiries:fields.truckType'),
        value: codeLabel(t, 'enums:truckType', TRUCK_TYPES, inquiry.truckType, missing),
      },
      {
        label: t('enums:ftl'),
        value:
          inquiry.ftl === undefined
            ? missing
            : inquiry.ftl
              ? t('inquiry-details:load.yes')
              : t('inquiry-details:load.no'),
      },
    );
  }
  if (mode === 'SEA') {
    transport.push({
      label: t('inquiries:fields.containerType'),
      value: codeLabel(t, 'enums:containerType', CONTAINER_TYPES, inquiry.containerType, missing),
    });
  }

  return (
    <div className="grid gap-5">
      <Subsection title={t('inquiry-details:sections.cargo')}>
        <FactList facts={cargo} />
      </Subsection>
      <Subsection title={t('inquiry-details:sections.transport')}>
        <FactList facts={transport} />
      </Subsection>
      <Subsection title={t('inquiry-details:sections.places')}>
        <div className="grid gap-4 lg:grid-cols-2">
          {(['pickup', 'delivery'] as const).map((kind) => (
            <div key={kind} className="rounded-lg border border-slate-200 p-4">
              <h4 className="mb-3 text-sm font-medium text-brand-700">{t(`inquiries:fields.${kind}`)}</h4>
              {inquiry[kind] ? (
                <FactList facts={placeFacts(inquiry[kind], t, missing)} />
              ) : (
                <p className="text-sm text-slate-500">{missing}</p>
              )}
            </div>
          ))}
        </div>
      </Subsection>
      <Subsection title={t('inquiry-details:sections.goods')}>
        <GoodsTable goods={inquiry.goods} />
      </Subsection>
      {inquiry.notes && (
        <Subsection title={t('inquiry-details:sections.notes')}>
          <p className="whitespace-pre-line text-sm text-slate-800">{inquiry.notes}</p>
        </Subsection>
      )}
      <Subsection title={t('inquiry-details:sections.documents')}>
        <DocumentsList documents={inquiry.documents} />
      </Subsection>
    </div>
  );
}
