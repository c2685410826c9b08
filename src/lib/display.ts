import type { TFunction } from 'i18next';
import type {
  COMMODITY_TYPES,
  CONTAINER_TYPES,
  GOODS_READINESS,
  LOCATION_TYPES,
  PACKAGE_TYPES,
  PALLET_TYPES,
  SHIPMENT_STEPS,
  TRANSPORT_MODES,
  TRUCK_TYPES,
} from '@/config/enums';

type Shown = string | number | null | undefined;

export function orMissing(t: TFunction, value: string | null | undefined): string;
export function orMissing(t: TFunction, value: Shown): string | number;
export function orMissing(t: TFunction, value: Shown): string | number {
  return value === undefined || value === null || value === '' ? t('ui:missing') : value;
}

type CodeGroups = {
  'enums:step': typeof SHIPMENT_STEPS;
  'enums:palletType': typeof PALLET_TYPES;
  'enums:packageType': typeof PACKAGE_TYPES;
  'enums:locationType': typeof LOCATION_TYPES;
  'enums:commodity': typeof COMMODITY_TYPES;
  'enums:readiness': typeof GOODS_READINESS;
  'enums:mot': typeof TRANSPORT_MODES;
  'enums:truckType': typeof TRUCK_TYPES;
  'enums:containerType': typeof CONTAINER_TYPES;
};
type CodeGroup = keyof CodeGroups;
type CodeOf<G extends CodeGroup> = CodeGroups[G][number];
type CodeKey = { [G in CodeGroup]: `${G}.${CodeOf<G>}` }[CodeGroup];

const codeKey = <G extends CodeGroup>(group: G, code: CodeOf<G>) => `${group}.${code}` as CodeKey;

export function codeLabel<G extends CodeGroup>(
  t: TFunction,
  group: G,
  known: readonly CodeOf<G>[],
  value: string | null | undefined,
  missing: string = t('ui:missing'),
): string {
  if (!value) return missing;
  return (known as readonly string[]).includes(value) ? t(codeKey(group, value as CodeOf<G>)) : value;
}

/** A select's options for one code group, each labelled in the user's language. */
export const codeOptions = <G extends CodeGroup>(t: TFunction, group: G, known: readonly CodeOf<G>[]) =>
  known.map((code) => ({ value: code, label: t(codeKey(group, code)) }));
