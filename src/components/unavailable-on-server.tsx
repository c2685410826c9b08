import { ServerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateNotice } from './state-notice';

/**
 * What a screen or section says when the backend it talks to does not offer it (a designed
 * endpoint answered 404 or 501, lib/server-features.ts). Plain and final: no retry, since asking
 * again will not make the server grow the feature.
 */
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
