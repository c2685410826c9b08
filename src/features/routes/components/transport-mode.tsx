import { useTranslation } from 'react-i18next';
import { ModeIcon } from '@/components/mode-icon';
import { TRANSPORT_MODES } from '@/config/enums';
import { isKnown } from '@/lib/lenient';

/**
 * A lane's or offer's mode: the named icon when the app knows it, the raw code when the server sent
 * one it does not, '—' when it sent none.
 */
export function TransportMode({ mode, className }: { mode: string | undefined; className?: string }) {
  const { t } = useTranslation();
  if (isKnown(TRANSPORT_MODES, mode)) return <ModeIcon mode={mode} className={className} />;
  return <span className="font-mono text-xs text-slate-600">{mode ?? t('ui:missing')}</span>;
}

/** The mode's name for text (a link's accessible name): the translation, the raw code or '—'. */
export function useModeName() {
  const { t } = useTranslation(['enums']);
  return (mode: string | undefined) =>
    isKnown(TRANSPORT_MODES, mode) ? t(`enums:mot.${mode}`) : (mode ?? t('ui:missing'));
}
