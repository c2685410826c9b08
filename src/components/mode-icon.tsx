import { useTranslation } from 'react-i18next';
import { Plane, Ship, TrainFront, Truck } from 'lucide-react';
import type { TransportMode } from '@/config/enums';

const ICONS = { ROAD: Truck, AIR: Plane, RAIL: TrainFront, SEA: Ship } as const;

/** The shipment-mode icon, named for screen readers. */
export function ModeIcon({ mode, className = 'h-5 w-5' }: { mode: TransportMode; className?: string }) {
  const { t } = useTranslation('enums');
  const Icon = ICONS[mode];
  return (
    <span className="inline-flex items-center text-slate-600" title={t(`mot.${mode}`)}>
      <Icon className={className} aria-hidden="true" />
      <span className="sr-only">{t(`mot.${mode}`)}</span>
    </span>
  );
}
