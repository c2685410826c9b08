import { Copy } from 'lucide-react';

type CopyCodeButtonProps = { code: string; label: string; onCopy: (code: string) => Promise<void> };

/** Sits above the row's stretched link (relative z-[1], under the sticky header), so a click copies instead of opening the row. */
export function CopyCodeButton({ code, label, onCopy }: CopyCodeButtonProps) {
  return (
    <button
      type="button"
      onClick={() => void onCopy(code)}
      aria-label={label}
      title={label}
      className="relative z-[1] inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Copy aria-hidden className="size-3.5" />
    </button>
  );
}
