import { useTranslation } from 'react-i18next';
import { CircleHelp, Plane, Ship, TrainFront, Truck } from 'lucide-react';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { MissingValue } from './missing-value';

const ICONS = { ROAD: Truck, AIR: Plane, RAIL: TrainFront, SEA: Ship } as const;

type ModeIconProps = {
  mode: string | null | undefined;
  className?: string;
  withLabel?: boolean;
};

export function ModeIcon({ mode, className = 'h-5 w-5', withLabel = false }: ModeIconProps) {
  const { t } = useTranslation('enums');
  if (!mode) return <MissingValue />;
  if (!isKnown(TRANSPORT_MODES, mode)) {
    return (
      <span data-mode="unknown" className="inline-flex items-center gap-1 text-slate-600">
        <CircleHelp className={className} aria-hidden="true" />
        <span className="text-xs font-medium">{mode}</span>
      </span>
    );
  }
  const Icon = ICONS[mode];
  const name = t(`mot.${mode}`);
  return (
    <span className="inline-flex items-center gap-1.5 text-slate-600" title={withLabel ? undefined : name}>
      <Icon className={className} aria-hidden="true" />
      {withLabel ? (
        <span className="whitespace-nowrap">{name}</span>
      ) : (
        <span className="sr-only">{name}</span>
      )}
    </span>
  );
}

/** The mode's name for text (a link's accessible name): its translation, the raw code, or '—'. */
export function useModeName() {
  const { t } = useTranslation(['enums', 'ui']);
  return (mode: string | null | undefined) =>
    isKnown(TRANSPORT_MODES, mode) ? t(`enums:mot.${mode}`) : mode || t('ui:missing');
}
