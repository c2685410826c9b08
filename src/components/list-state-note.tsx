import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '@/lib/list-state';
import { RefreshFailedNote, type RefreshableQuery } from './refresh-failed-note';

type ListStateNoteProps = {
  /** The list's reading of its query (lib/list-state.ts). */
  state: Pick<ListState<unknown>, 'waitingForNetwork' | 'refreshFailed' | 'shown'>;
  /** The query itself: the failed-refresh note reads its time and retries through it. */
  query: RefreshableQuery;
  /** Room around the note; nothing is drawn when there is nothing to say. */
  className?: string;
};

/**
 * The line above a list whose rows are not the fresh answer: a request waiting for the connection
 * (the rows, if any, are the earlier ones), or a refresh that failed (the rows are as of a time).
 */
export function ListStateNote({ state, query, className }: ListStateNoteProps) {
  const { t } = useTranslation();
  if (state.waitingForNetwork) {
    return (
      <div className={className}>
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {t(state.shown === undefined ? 'waitingForNetwork.noRows' : 'waitingForNetwork.withRows')}
        </p>
      </div>
    );
  }
  if (state.refreshFailed) {
    return (
      <div className={className}>
        <RefreshFailedNote query={query} />
      </div>
    );
  }
  return null;
}
