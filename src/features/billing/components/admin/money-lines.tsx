import { useTranslation } from 'react-i18next';
import { cn } from '@/components/class-names';
import { formatMoney } from '@/lib/numbers';

type Line = { currency: string; value: number };

/** Amounts in several currencies, one per line: they are never added up across currencies. */
export function MoneyLines({ lines, emphasise = false }: { lines: Line[]; emphasise?: boolean }) {
  const { i18n } = useTranslation();
  const shown = lines.filter((line) => line.value !== 0);
  if (shown.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <ul className="grid gap-0.5">
      {shown.map((line) => (
        <li
          key={line.currency}
          className={cn(
            'whitespace-nowrap tabular-nums',
            emphasise ? 'font-medium text-amber-800' : 'text-slate-800',
          )}
        >
          {formatMoney(line.value, line.currency, i18n.language)}
        </li>
      ))}
    </ul>
  );
}
