import { CircleHelp } from 'lucide-react';
import { ModeIcon } from '@/components/mode-icon';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';
import { Missing } from './missing';

type Props = { mode: string | null | undefined; className?: string };

/**
 * The shipment-mode icon of a bid or inquiry. A mode the app does not know yet shows a neutral icon
 * with its raw code, and a missing one '—', so a new or absent mode never hides the row.
 */
export function BidMode({ mode, className = 'h-5 w-5' }: Props) {
  if (isKnown(TRANSPORT_MODES, mode)) return <ModeIcon mode={mode} className={className} />;
  if (!mode) return <Missing />;
  return (
    <span data-mode="unknown" className="inline-flex items-center gap-1 text-slate-600">
      <CircleHelp className={className} aria-hidden="true" />
      <span className="text-xs font-medium">{mode}</span>
    </span>
  );
}
