import { FileText, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { cn } from '@/components/class-names';
import { TEXT_MAX, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/config/limits';
import { describeError } from '@/lib/api-error';
import { formatFileSize } from '@/lib/format';
import { bindFields } from '@/lib/forms';
import { useUploadAttachment } from '@/lib/upload-attachment';
import { DOCUMENT_KEYS, type DocumentFile, type DocumentKey, type InquiryFormValues } from './form-values';
import { TextArea } from '@/components/text-area';

/** The translation key (inquiries:fields.*) of each document. */
export const DOCUMENT_LABELS = {
  packageListId: 'inquiries:fields.packageList',
  certificateOfOriginId: 'inquiries:fields.certificateOfOrigin',
  msdsCertificateId: 'inquiries:fields.msdsCertificate',
} as const satisfies Record<DocumentKey, string>;

export const uploadLimits = {
  size: `${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  types: UPLOAD_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()).join(', '),
};

/** Why a file cannot be sent, checked before any upload starts; null when it can. */
export function fileRefusal(file: File): 'wrongType' | 'tooBig' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return 'wrongType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  return null;
}

/** Step 6: the packing list, certificate of origin and MSDS (each optional), and notes. */
export function DocumentsStep() {
  const { t } = useTranslation(['inquiry-create', 'inquiries', 'common']);
  const { register, formState } = useFormContext<InquiryFormValues>();
  const field = bindFields({ register, formState }, t);
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-600">{t('documents.hint', uploadLimits)}</p>
      <ul className="grid gap-3">
        {DOCUMENT_KEYS.map((key) => (
          <li key={key}>
            <DocumentUpload documentKey={key} />
          </li>
        ))}
      </ul>
      <TextArea
        label={t('inquiries:fields.notes')}
        placeholder={t('documents.notesPlaceholder')}
        maxLength={TEXT_MAX.inquiryNotes}
        {...field('notes')}
      />
    </div>
  );
}

function DocumentUpload({ documentKey }: { documentKey: DocumentKey }) {
  const { t, i18n } = useTranslation(['inquiry-create', 'inquiries', 'common']);
  const { control, setValue } = useFormContext<InquiryFormValues>();
  const [id, file] = useWatch({
    control,
    name: [`uploadedFilesId.${documentKey}`, `documentFiles.${documentKey}`],
  });
  const keep = (attachmentId: string, chosen: DocumentFile | null) => {
    setValue(`uploadedFilesId.${documentKey}`, attachmentId);
    setValue(`documentFiles.${documentKey}`, chosen);
  };
  const uploading = useUploadAttachment();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const label = t(DOCUMENT_LABELS[documentKey]);
  const uploaded = id !== '';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // so choosing the same file again is a change
    if (!chosen) return;
    const refusal = fileRefusal(chosen);
    if (refusal) {
      setProblem(t(`documents.${refusal}`, uploadLimits));
      return;
    }
    setProblem(null);
    uploading.mutate(chosen, {
      onSuccess: (attachment) => keep(attachment.id, { name: chosen.name, size: chosen.size }),
      onError: (error) => setProblem(t('documents.uploadFailed', { message: describeError(error, t) })),
    });
  };

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-card border bg-white p-4',
        problem ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <FileText aria-hidden className="size-6 shrink-0 text-slate-400" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        {uploading.isPending ? (
          <p role="status" className="flex items-center gap-1 text-sm text-slate-600">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            {t('documents.uploading')}
          </p>
        ) : uploaded ? (
          <p className="truncate text-sm text-slate-600">
            {file ? (
              <>
                <span className="font-medium text-slate-800">{file.name}</span>{' '}
                <span className="tabular-nums">({formatFileSize(file.size, i18n.language)})</span>
              </>
            ) : (
              t('documents.attached')
            )}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{t('common:empty.noFile')}</p>
        )}
        {problem && (
          <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-red-600">
            {problem}
          </p>
        )}
      </div>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:w-auto">
        {uploaded && !uploading.isPending && (
          <Button
            variant="gray-outline"
            icon={Trash2}
            aria-label={t('documents.removeLabel', { document: label })}
            onClick={() => keep('', null)}
          >
            {t('documents.remove')}
          </Button>
        )}
        <input
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={UPLOAD_EXTENSIONS.join(',')}
          aria-label={label}
          aria-describedby={problem ? problemId : undefined}
          disabled={uploading.isPending}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-brand-500 bg-white px-4 text-sm font-medium text-brand-600 hover:bg-brand-50',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Upload aria-hidden className="size-4" />
          {uploaded ? t('documents.replace') : t('documents.choose')}
        </label>
      </div>
    </div>
  );
}
