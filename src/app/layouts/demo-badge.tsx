import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isDemoBackend } from '@/config/env';
import { endpoints } from '@/config/endpoints';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/api-error';
import { notify } from '@/lib/toast';

/**
 * Demo builds say so, and offer to start over with fresh seed data. Starting over throws away
 * everything done in the demo, so it is asked first. Absent from production.
 */
export function DemoBadge() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!isDemoBackend) return null;
  const reset = async () => {
    try {
      await apiRequest(z.unknown(), { method: 'POST', url: endpoints.demo.reset });
    } catch (error) {
      notify.error(describeError(error, t));
      throw error; // the dialog stays open beside the message
    }
    notify.success(t('demo.resetDone'));
    window.location.reload();
  };
  return (
    <div className="flex items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900">
        <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> {t('demo.badge')}
      </span>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={t('demo.reset')}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100"
      >
        <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />{' '}
        <span aria-hidden="true" className="hidden sm:inline">
          {t('demo.reset')}
        </span>
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('demo.resetTitle')}
        message={t('demo.resetMessage')}
        confirmLabel={t('demo.resetConfirm')}
        cancelLabel={t('demo.resetCancel')}
        onConfirm={reset}
      />
    </div>
  );
}
