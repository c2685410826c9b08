import { LoaderCircle } from './inline-icons';
import { useTranslation } from 'react-i18next';
import { cn } from './class-names';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={label ?? t('common:loading')} className="inline-flex">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-brand-500', className)} />
    </span>
  );
}
