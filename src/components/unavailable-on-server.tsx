import { ServerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen or section says when the backend it talks to does not offer it (a designed
 * endpoint answered 404 or 501, lib/server-features.ts). Plain and final: no retry, since asking
 * again will not make the server grow the feature.
 */
export function UnavailableOnServer({ heading = false }: { heading?: boolean }) {
  const { t } = useTranslation();
  const Title = heading ? 'h1' : 'p';
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div
        className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500"
        aria-hidden
      >
        <ServerOff className="size-6" />
      </div>
      <Title className="text-base font-semibold text-slate-900">{t('ui:unavailable.title')}</Title>
      <p className="max-w-sm text-sm text-slate-600">{t('ui:unavailable.text')}</p>
    </div>
  );
}
