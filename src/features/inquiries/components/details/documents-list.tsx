import { Download, FileText, FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { downloadAttachment } from '@/lib/download-attachment';
import { formatFileSize } from '@/lib/format';
import type { Attachment, InquiryDetail } from '../../schemas';

const DOCUMENTS = ['packageList', 'certificateOfOrigin', 'msdsCertificate'] as const;

export function DocumentsList({ documents }: { documents: InquiryDetail['documents'] }) {
  const { t, i18n } = useTranslation(['inquiry-details', 'inquiries', 'common']);
  // A file the server names no name for is saved under the name of its kind ('Packing list').
  const nameOf = (file: Attachment, kind: (typeof DOCUMENTS)[number]) =>
    file.name || t(`inquiries:fields.${kind}`);
  return (
    <ul className="grid gap-3">
      {DOCUMENTS.map((kind) => {
        const file = documents[kind];
        return (
          <li
            key={kind}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5"
          >
            {file ? (
              <FileText aria-hidden className="size-5 shrink-0 text-brand-500" />
            ) : (
              <FileX aria-hidden className="size-5 shrink-0 text-slate-400" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {t(`inquiries:fields.${kind}`)}
              </p>
              {file ? (
                <>
                  <p className="truncate text-sm text-slate-900" title={nameOf(file, kind)}>
                    {nameOf(file, kind)}
                  </p>
                  {file.size !== undefined && (
                    <p className="text-xs tabular-nums text-slate-500">
                      {formatFileSize(file.size, i18n.language)}
                    </p>
                  )}
                </>
              ) : (
                <p className="text-sm text-slate-500">{t('common:empty.noFile')}</p>
              )}
            </div>
            {file && (
              <Button
                variant="gray-outline"
                icon={Download}
                aria-label={t('inquiry-details:documents.downloadFile', { name: nameOf(file, kind) })}
                onClick={() => void downloadAttachment(file.id, nameOf(file, kind))}
              >
                {t('inquiry-details:documents.download')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
