import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListState } from '@/lib/list-state';
import { RefreshFailedNote, type RefreshableQuery } from './refresh-failed-note';

type ListStateNoteProps = {
  state: Pick<ListState<unknown>, 'waitingForNetwork' | 'refreshFailed' | 'shown'>;
  query: RefreshableQuery;
  className?: string;
};

export function ListStateNote({ state, query, className }: ListStateNoteProps) {
  const { t } = useTranslation();
  if (!state.waitingForNetwork && !state.refreshFailed) return null;
  return (
    <div className={className}>
      {state.waitingForNetwork ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          <CloudOff aria-hidden className="size-4 shrink-0" />
          {t(state.shown === undefined ? 'waitingForNetwork.noRows' : 'waitingForNetwork.withRows')}
        </p>
      ) : (
        <RefreshFailedNote query={query} />
      )}
    </div>
  );
}
