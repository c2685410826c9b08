import { cn } from './class-names';

export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

type SkeletonRowsProps = { rows?: number; columns: number };

/** Placeholder rows for a <tbody>; hidden from screen readers, which hear the list's busy state instead. */
export function SkeletonRows({ rows = 5, columns }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden data-slot="skeleton-row">
          {Array.from({ length: columns }, (__, column) => (
            <td key={column} className="px-4 py-3">
              <SkeletonBlock className="h-4 w-full" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
