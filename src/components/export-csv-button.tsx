import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api-error';
import { collectPages } from '@/lib/collect-pages';
import { csvFileName, saveCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { formatNumber } from '@/lib/numbers';
import type { Page } from '@/lib/page';
import { notify } from '@/lib/toast';
import { Button } from './button';

export type ExportCsvButtonProps<T> = {
  list: string;
  fetchPage: (page: number, size: number) => Promise<Page<T>>;
  columns: readonly CsvColumn<T>[];
};

export function ExportCsvButton<T>({ list, fetchPage, columns }: ExportCsvButtonProps<T>) {
  const { t, i18n } = useTranslation(['ui', 'errors']);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const count = (value: number) => formatNumber(value, i18n.language);

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const collected = await collectPages(fetchPage, {
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (collected.rows.length === 0) {
        notify.notification(t('ui:export.empty'));
        return;
      }
      const file = csvFileName(list);
      saveCsv(await toCsv(collected.rows, columns, i18n.language), file);
      notify.success(t('ui:export.done', { file, count: count(collected.rows.length) }));
      if (collected.capped)
        notify.notification(t('ui:export.capped', { count: count(collected.rows.length) }));
    } catch (error) {
      notify.error(t('ui:export.failed', { reason: describeError(error, t) }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button variant="gray-outline" loading={progress !== null} onClick={() => void run()} icon={Download}>
      {progress && progress.total > 0
        ? t('ui:export.busy', { done: count(progress.done), total: count(progress.total) })
        : t('ui:export.button')}
    </Button>
  );
}
