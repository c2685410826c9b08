import { Star } from 'lucide-react';
import { formatDecimal, formatNumber } from '@/lib/numbers';

type Props = {
  average: number;
  count: number;
  language: string;
  label: string;
  className?: string;
};

export function RatingSummary({ average, count, language, label, className }: Props) {
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-slate-700 ${className ?? ''}`}>
      <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
      <span aria-hidden className="font-medium tabular-nums">
        {formatDecimal(average, language, 1)}
      </span>
      <span aria-hidden className="tabular-nums text-slate-500">
        ({formatNumber(count, language)})
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
