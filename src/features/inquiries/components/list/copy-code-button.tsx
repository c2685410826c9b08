import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/copy-text';

/** Sits above the row's stretched link (relative z-[1], under the sticky header), so a click copies instead of opening the row. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation(['inquiry-list', 'common']);
  const label = t('inquiry-list:copyId', { code });
  return (
    <button
      type="button"
      onClick={() =>
        void copyText(code, { copied: t('common:idCopied'), failed: t('inquiry-list:copyFailed') })
      }
      aria-label={label}
      title={label}
      className="relative z-[1] inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Copy aria-hidden className="size-3.5" />
    </button>
  );
}
