import { CircleCheck, CircleDot, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { formatDate } from '@/lib/dates';
import type { InquiryDetail } from '../../schemas';

type Steps = InquiryDetail['steps'];

/** The first step not yet done, and the last one done: what a carrier can mark or undo. */
export function stepProgress(steps: Steps) {
  const next = steps.find((s) => s.doneAt === null) ?? null;
  const done = steps.filter((s) => s.doneAt !== null);
  return { next, lastDone: done[done.length - 1] ?? null };
}

/** The shipment's steps as a vertical stepper: done with its date, the next one marked, the rest pending. */
export function ShipmentSteps({ steps }: { steps: Steps }) {
  const { t } = useTranslation(['inquiry-details', 'enums']);
  const { next, lastDone } = stepProgress(steps);
  // Until the first step is done there is no shipment under way, so no step is 'next' yet.
  const upcoming = lastDone ? next : null;

  return (
    <ol className="grid">
      {steps.map((item, index) => {
        const done = item.doneAt !== null;
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
                {t(`enums:step.${item.step}`)}
              </p>
              <p className="text-xs text-slate-500">
                {done ? (
                  <time dateTime={item.doneAt ?? undefined}>
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
