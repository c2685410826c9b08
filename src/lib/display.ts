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

// How screens read what a backend that is not ours may leave out or spell in codes the app does not
// know (lib/lenient.ts reads null and absent alike as undefined).

type Shown = string | number | null | undefined;

/** The value, or '—' (ui:missing) when the server left it out or empty. */
export function orMissing(t: TFunction, value: string | null | undefined): string;
export function orMissing(t: TFunction, value: Shown): string | number;
export function orMissing(t: TFunction, value: Shown): string | number {
  return value === undefined || value === null || value === '' ? t('ui:missing') : value;
}

/**
 * The code lists shown in words, by the translation group their labels sit in. The key check of
 * `npm run lint` reads every `group.code` of this table, so a code added to a list without its
 * words in az, en and ru fails there.
 */
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

/** A known code's key; TypeScript cannot tie a generic group to its codes, the signature does. */
const codeKey = <G extends CodeGroup>(group: G, code: CodeOf<G>) => `${group}.${code}` as CodeKey;

/**
 * A code in the reader's words: its translation (`group.code`) when the app knows the code, the code
 * itself when it does not (a backend may add values), and `missing` ('—' unless the screen has its
 * own word) when there is none.
 */
export function codeLabel<G extends CodeGroup>(
  t: TFunction,
  group: G,
  known: readonly CodeOf<G>[],
  value: string | null | undefined,
  missing: string = t('ui:missing'),
): string {
  if (!value) return missing;
  // lib/lenient's isKnown says the same, but would bring zod into every chunk that shows a value.
  return (known as readonly string[]).includes(value) ? t(codeKey(group, value as CodeOf<G>)) : value;
}
