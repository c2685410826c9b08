import { useTranslation } from 'react-i18next';
import { ModeIcon } from '@/components/mode-icon';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';

/**
 * The shipment mode's icon; a mode the app does not know shows its code, and none shows '—'.
 * `withLabel` adds the mode's name beside the icon (the icon alone is named for screen readers).
 */
export function ModeOrCode({ mode, withLabel = false }: { mode: string | undefined; withLabel?: boolean }) {
  const { t } = useTranslation(['enums', 'ui']);
  if (!mode) return <span className="text-slate-500">{t('ui:missing')}</span>;
  if (!isKnown(TRANSPORT_MODES, mode))
    return <span className="font-mono text-xs text-slate-700">{mode}</span>;
  if (!withLabel) return <ModeIcon mode={mode} />;
  return (
    <span className="inline-flex items-center gap-1.5">
      <ModeIcon mode={mode} />
      <span aria-hidden>{t(`enums:mot.${mode}`)}</span>
    </span>
  );
}
