import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, RotateCcw } from 'lucide-react';
import { isDemoBackend } from '@/config/env';
import { endpoints } from '@/config/endpoints';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';

/** Demo builds say so, and offer to start over with fresh seed data. Absent from production. */
export function DemoBadge() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!isDemoBackend) return null;
  const reset = async () => {
    setBusy(true);
    try {
      await apiRequest(z.unknown(), { method: 'POST', url: endpoints.demo.reset });
      notify.success(t('demo.resetDone'));
      window.location.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900">
        <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> {t('demo.badge')}
      </span>
      <button
        type="button"
        disabled={busy}
        onClick={() => void reset()}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100"
      >
        <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />{' '}
        <span className="hidden sm:inline">{t('demo.reset')}</span>
        <span className="sr-only sm:hidden">{t('demo.reset')}</span>
      </button>
    </div>
  );
}
