import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function DroppedRowsNote({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <p role="status" className="flex items-center gap-1.5 px-1 py-2 text-xs text-slate-500">
      <Info aria-hidden className="size-3.5 shrink-0" />
      {t('ui:droppedRows', { count })}
    </p>
  );
}
