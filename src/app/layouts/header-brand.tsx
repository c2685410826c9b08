import { Truck } from '@/components/inline-icons';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';

export function HeaderBrand({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('flex items-center gap-2 font-semibold text-brand-700', className)}>
      <Truck className="size-5" aria-hidden="true" /> {t('appName')}
    </span>
  );
}
