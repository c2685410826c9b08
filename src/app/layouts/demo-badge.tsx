import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, RotateCcw } from 'lucide-react';
import { isDemoBackend } from '@/config/env';
import { endpoints } from '@/config/endpoints';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { describeError } from '@/lib/api-error';
import { onDemand, useOnDemand } from '@/lib/on-demand';
import { notify } from '@/lib/toast';
import { TopBarMenu } from './top-bar-menu';

const BADGE = 'rounded-full bg-amber-100 text-amber-900';

const confirmCode = onDemand(() => import('@/components/confirm-dialog'));

export function DemoBadge() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirm, askForConfirm] = useOnDemand(confirmCode);
  const askedFrom = useRef<HTMLButtonElement | null>(null);
  const ask = (event: MouseEvent<HTMLButtonElement>) => {
    askedFrom.current = event.currentTarget;
    askForConfirm(() => setAsking(true));
  };
  useEffect(() => {
    if (asking || !askedFrom.current) return;
    askedFrom.current.focus();
    askedFrom.current = null;
  }, [asking]);
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
    <>
      <div className="hidden items-center gap-2 md:flex">
        <span className={`inline-flex items-center gap-1 px-2.5 py-1 text-xs font-medium ${BADGE}`}>
          <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" /> {t('demo.badge')}
        </span>
        <button
          type="button"
          onClick={ask}
          aria-label={t('demo.reset')}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100"
        >
          <RotateCcw className="h-3.5 w-3.5" aria-hidden="true" />{' '}
          <span aria-hidden="true">{t('demo.reset')}</span>
        </button>
      </div>
      <div className="md:hidden">
        <TopBarMenu
          label={t('demo.menu')}
          face={<FlaskConical className="size-4" aria-hidden="true" />}
          buttonClassName={`px-2.5 py-1.5 ${BADGE} hover:bg-amber-200`}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          keepOpen={asking}
        >
          <p className="mb-1 flex items-center gap-2 border-b border-slate-100 px-2 pb-2.5 pt-1.5 text-sm font-medium text-amber-900">
            <FlaskConical className="size-4" aria-hidden="true" /> {t('demo.badge')}
          </p>
          <button
            type="button"
            onClick={ask}
            className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
          >
            <RotateCcw className="size-4" aria-hidden="true" /> {t('demo.reset')}
          </button>
        </TopBarMenu>
      </div>
      {confirm && (
        <confirm.ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('demo.resetTitle')}
          message={t('demo.resetMessage')}
          confirmLabel={t('demo.resetConfirm')}
          cancelLabel={t('demo.resetCancel')}
          onConfirm={reset}
        />
      )}
    </>
  );
}
