import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Fact } from '@/components/fact-list';
import {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  LOCATION_TYPES,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { codeLabel } from '@/lib/display';

type Code = string | null | undefined;

export type CargoCodes = {
  commodityType?: Code;
  readiness?: Code;
  incoterms?: Code;
  description?: Code;
  shipmentMode?: Code;
  truckType?: Code;
  ftl?: boolean;
  containerType?: Code;
};

export type PlaceShown = {
  country?: Code;
  city?: Code;
  address?: Code;
  date?: Code;
  locationType?: Code;
};

/** The same facts about a load, read back before sending and shown on the sent inquiry. */
export function inquiryFacts(t: TFunction, missing: string) {
  const or = (value: Code) => value || missing;
  return {
    cargo: (v: CargoCodes): Fact[] => [
      {
        label: t('inquiries:fields.commodity'),
        value: codeLabel(t, 'enums:commodity', COMMODITY_TYPES, v.commodityType, missing),
      },
      {
        label: t('inquiries:fields.readiness'),
        value: codeLabel(t, 'enums:readiness', GOODS_READINESS, v.readiness, missing),
      },
      { label: t('inquiries:fields.incoterms'), value: or(v.incoterms) },
      { label: t('inquiries:fields.description'), value: or(v.description) },
    ],

    /** `mode` replaces the plain mode name, e.g. with its icon. */
    transport: (v: CargoCodes, mode?: ReactNode): Fact[] => [
      {
        label: t('inquiries:fields.mode'),
        value: mode ?? codeLabel(t, 'enums:mot', TRANSPORT_MODES, v.shipmentMode, missing),
      },
      ...(v.shipmentMode === 'ROAD'
        ? [
            {
              label: t('inquiries:fields.truckType'),
              value: codeLabel(t, 'enums:truckType', TRUCK_TYPES, v.truckType, missing),
            },
            {
              label: t('enums:ftl'),
              value: v.ftl === undefined ? missing : t(v.ftl ? 'common:actions.yes' : 'common:actions.no'),
            },
          ]
        : []),
      ...(v.shipmentMode === 'SEA'
        ? [
            {
              label: t('inquiries:fields.containerType'),
              value: codeLabel(t, 'enums:containerType', CONTAINER_TYPES, v.containerType, missing),
            },
          ]
        : []),
    ],

    place: (p: PlaceShown, dateLabel: string): Fact[] => [
      { label: t('inquiries:fields.country'), value: or(p.country) },
      { label: t('inquiries:fields.city'), value: or(p.city) },
      { label: t('inquiries:fields.address'), value: or(p.address) },
      {
        label: dateLabel,
        value: p.date ? <time dateTime={p.date}>{formatDate(p.date) || p.date}</time> : missing,
      },
      {
        label: t('inquiries:fields.locationType'),
        value: codeLabel(t, 'enums:locationType', LOCATION_TYPES, p.locationType, missing),
      },
    ],
  };
}
