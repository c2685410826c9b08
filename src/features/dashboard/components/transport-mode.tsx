import { useTranslation } from 'react-i18next';
import { ModeIcon } from '@/components/mode-icon';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';

/** The named mode icon when the app knows the mode; its raw code when not; '—' when there is none. */
export function TransportMode({ mode, className }: { mode: string | undefined; className?: string }) {
  const { t } = useTranslation();
  if (isKnown(TRANSPORT_MODES, mode)) return <ModeIcon mode={mode} className={className} />;
  return <span className="font-mono text-xs text-slate-600">{mode ?? t('ui:missing')}</span>;
}
