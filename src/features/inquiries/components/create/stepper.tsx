import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { STEPS } from './steps';

type StepperProps = {
  current: number;
  /** Going back to an earlier step: it was valid when it was left. */
  onSelect: (step: number) => void;
  disabled?: boolean;
};

export function Stepper({ current, onSelect, disabled = false }: StepperProps) {
  const { t } = useTranslation('inquiry-create');
  return (
    <nav aria-label={t('stepper.label')}>
      <ol className="grid grid-cols-6 gap-1">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          const title = t(`steps.${step.key}`);
          const srState = state === 'done' ? t('stepper.done') : state === 'todo' ? t('stepper.todo') : '';
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  state === 'done' && 'bg-brand-500 text-white',
                  state === 'current' && 'border-2 border-brand-500 bg-white text-brand-600',
                  state === 'todo' && 'border border-slate-300 bg-white text-slate-500',
                )}
              >
                {state === 'done' ? <Check className="size-4" /> : number}
              </span>
              <span
                aria-hidden
                className={cn(
                  'hidden text-center text-xs leading-tight sm:block',
                  state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {title}
              </span>
              <span className="sr-only">
                {t('stepper.item', { number, title })}
                {srState && `, ${srState}`}
              </span>
            </>
          );
          return (
            <li
              key={step.key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex justify-center"
            >
              {number < STEPS.length && (
                <span
                  aria-hidden
                  className={cn(
                    'absolute left-1/2 top-4 h-px w-[calc(100%+0.25rem)]',
                    number < current ? 'bg-brand-500' : 'bg-slate-300',
                  )}
                />
              )}
              {state === 'done' ? (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onSelect(number)}
                  className="flex flex-col items-center gap-1.5 rounded-lg px-1 hover:opacity-80 disabled:cursor-not-allowed"
                >
                  {content}
                </button>
              ) : (
                <span className="flex flex-col items-center gap-1.5 px-1">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm text-slate-600 sm:hidden" aria-hidden>
        {t('stepper.progress', { current, total: STEPS.length })}:{' '}
        <span className="font-semibold text-slate-900">{t(`steps.${STEPS[current - 1]!.key}`)}</span>
      </p>
    </nav>
  );
}
