import { TRANSPORT_MODES } from '@/config/enums';
import type { InquiryFormValues } from './form-values';

// A lane or route offer pre-fills only where from, where to and the mode.

/** Longer than any real city name; a hand-edited address bar cannot fill the field with a page of text. */
const CITY_MAX_LENGTH = 100;

export type InquiryPrefill = {
  pickup: { countryId: number; city: string } | null;
  delivery: { countryId: number; city: string } | null;
  shipmentMode: InquiryFormValues['shipmentMode'];
};

const countryId = (value: string | null) => {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
};

/** What the address bar pre-fills; anything unreadable is left out rather than guessed. */
export function readInquiryPrefill(params: URLSearchParams): InquiryPrefill {
  const place = (prefix: 'pickup' | 'delivery') => {
    const id = countryId(params.get(`${prefix}CountryId`));
    // A city means nothing without its country (the city box is locked until one is chosen).
    return id === null
      ? null
      : { countryId: id, city: (params.get(`${prefix}City`) ?? '').trim().slice(0, CITY_MAX_LENGTH) };
  };
  const mode = params.get('mode');
  return {
    pickup: place('pickup'),
    delivery: place('delivery'),
    shipmentMode: TRANSPORT_MODES.find((m) => m === mode) ?? null,
  };
}

export function applyInquiryPrefill<V extends InquiryFormValues>(values: V, prefill: InquiryPrefill): V {
  return {
    ...values,
    pickup: prefill.pickup ? { ...values.pickup, ...prefill.pickup } : values.pickup,
    delivery: prefill.delivery ? { ...values.delivery, ...prefill.delivery } : values.delivery,
    shipmentMode: prefill.shipmentMode ?? values.shipmentMode,
  };
}
