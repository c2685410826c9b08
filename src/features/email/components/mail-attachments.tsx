import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { downloadAttachment } from '@/lib/download-attachment';
import { formatFileSize } from '@/lib/format';
import type { Mail } from '../schemas';
import { FileRow } from './file-row';

export function MailAttachments({ attachments }: { attachments: Mail['attachments'] }) {
  const { t, i18n } = useTranslation('email');
  const [pending, setPending] = useState<string | null>(null);
  if (attachments.length === 0) return null;

  const download = async (file: Mail['attachments'][number]) => {
    setPending(file.id);
    try {
      await downloadAttachment(file.id, file.name ?? file.id);
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby="mail-attachments" className="grid gap-3">
      <h2 id="mail-attachments" className="text-sm font-semibold text-slate-900">
        {t('detail.attachments', { count: attachments.length })}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {attachments.map((file) => (
          <FileRow
            key={file.id}
            name={file.name ?? t('ui:missing')}
            detail={file.size === undefined ? t('ui:missing') : formatFileSize(file.size, i18n.language)}
          >
            <Button
              variant="gray-outline"
              className="h-9 px-3"
              loading={pending === file.id}
              onClick={() => void download(file)}
              aria-label={t('detail.downloadFile', { name: file.name ?? file.id })}
              icon={Download}
            >
              <span className="hidden sm:inline">{t('detail.download')}</span>
            </Button>
          </FileRow>
        ))}
      </ul>
    </section>
  );
}
