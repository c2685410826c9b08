import { ServerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateNotice } from './state-notice';

export function UnavailableOnServer({ heading = false }: { heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <StateNotice
      role="status"
      tone="muted"
      icon={<ServerOff className="size-6" />}
      title={t('ui:unavailable.title')}
      titleAs={heading ? 'h1' : 'p'}
      description={t('ui:unavailable.text')}
    />
  );
}
