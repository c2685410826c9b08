import { CircleCheck, CircleDot, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { SHIPMENT_STEPS, type ShipmentStep } from '@/config/enums';
import { formatDate } from '@/lib/dates';
import { isKnown } from '@/lib/lenient';
import type { InquiryDetail } from '../../schemas';
import { codeLabel } from '@/lib/display';

type Steps = InquiryDetail['steps'];
type KnownStep = { step: ShipmentStep; doneAt: string | undefined };

/** The first step not yet done, and the last one done. */
export function stepProgress(steps: Steps) {
  const known = steps.filter((s): s is KnownStep => isKnown(SHIPMENT_STEPS, s.step));
  const next = known.find((s) => !s.doneAt) ?? null;
  const done = known.filter((s) => !!s.doneAt);
  return { next, lastDone: done[done.length - 1] ?? null };
}

/** The shipment's steps as a vertical stepper: done with its date, the next one marked, the rest pending. */
export function ShipmentSteps({ steps }: { steps: Steps }) {
  const { t } = useTranslation(['inquiry-details', 'enums', 'ui']);
  const { next, lastDone } = stepProgress(steps);
  // Until the first step is done there is no shipment under way, so no step is 'next' yet.
  const upcoming = lastDone ? next : null;

  return (
    <ol className="grid">
      {steps.map((item, index) => {
        const done = !!item.doneAt;
        const current = item === upcoming;
        const Icon = done ? CircleCheck : current ? CircleDot : Circle;
        return (
          <li
            key={item.step}
            aria-current={current ? 'step' : undefined}
            data-state={done ? 'done' : 'pending'}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden
                className={cn(
                  'absolute left-[11px] top-7 h-[calc(100%-1.75rem)] w-0.5',
                  done ? 'bg-green-500' : 'bg-slate-200',
                )}
              />
            )}
            <Icon
              aria-hidden
              className={cn(
                'size-6 shrink-0',
                done ? 'text-green-600' : current ? 'text-brand-600' : 'text-slate-300',
              )}
            />
            <div className="min-w-0">
              <p className={cn('text-sm font-medium', done || current ? 'text-slate-900' : 'text-slate-500')}>
                {codeLabel(t, 'enums:step', SHIPMENT_STEPS, item.step, t('ui:missing'))}
              </p>
              <p className="text-xs text-slate-500">
                {done ? (
                  <time dateTime={item.doneAt}>
                    {t('inquiry-details:steps.doneOn', { date: formatDate(item.doneAt) })}
                  </time>
                ) : current ? (
                  t('inquiry-details:steps.current')
                ) : (
                  t('inquiry-details:steps.pending')
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
