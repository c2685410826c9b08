import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { cn } from '@/components/class-names';
import { SuspendedReason } from '@/components/suspended-action';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES } from '@/config/limits';
import { describeError } from '@/lib/api-error';
import { translateFieldError } from '@/lib/forms';
import { formatFileSize } from '@/lib/format';
import { useSuspension } from '@/lib/suspension';
import { uploadAttachment } from '@/lib/upload-attachment';
import type { ComposeValues } from '../compose-values';
import { MAIL_MAX_ATTACHMENTS, mailMsg } from '../schemas';
import { FileRow } from './file-row';

type Upload = { key: string; name: string; size: number; error: string | null };
type FileItemProps = {
  name: string;
  size: number;
  uploading?: boolean;
  error?: string | null;
  onRemove?: () => void;
};

export function AttachmentField({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation(['email', 'common']);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const { control, getValues, setValue, getFieldState, formState } = useFormContext<ComposeValues>();
  const files = useWatch({ control, name: 'attachments' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [limitHit, setLimitHit] = useState(false);
  const nextKey = useRef(0);
  // A discarded draft remounts this field; an upload that lands afterwards must not bring its file back.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = uploads.some((u) => u.error === null);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const taken = files.length + uploads.filter((u) => u.error === null).length;
  const full = taken >= MAIL_MAX_ATTACHMENTS;
  // The server refuses a suspended organisation's uploads: the picker is off, saying why.
  const suspended = useSuspension() !== null;
  const reasonId = `${inputId}-suspended`;

  const upload = async (file: File) => {
    nextKey.current += 1;
    const key = `upload-${nextKey.current}`;
    setUploads((list) => [...list, { key, name: file.name, size: file.size, error: null }]);
    try {
      const stored = await uploadAttachment(file);
      if (!mounted.current) return;
      setUploads((list) => list.filter((u) => u.key !== key));
      // Read at the moment it lands: other uploads may have finished since this one started.
      setValue('attachments', [...getValues('attachments'), stored], {
        shouldDirty: true,
        shouldValidate: formState.isSubmitted,
      });
    } catch (error) {
      const message = describeError(error, t);
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, error: message } : u)));
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file can be chosen again after a removal
    const room = Math.max(0, MAIL_MAX_ATTACHMENTS - taken);
    setLimitHit(picked.length > room);
    picked.slice(0, room).forEach((file) => void upload(file));
  };

  const remove = (id: string) => {
    setLimitHit(false);
    setValue(
      'attachments',
      getValues('attachments').filter((file) => file.id !== id),
      { shouldDirty: true, shouldValidate: formState.isSubmitted },
    );
  };

  const error =
    translateFieldError(t, getFieldState('attachments', formState).error?.message) ??
    (limitHit ? translateFieldError(t, mailMsg.tooManyFiles) : undefined);

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('compose.attachments')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses({ variant: 'gray-outline' }),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
            (full || suspended) && 'cursor-not-allowed opacity-60',
          )}
        >
          <Paperclip aria-hidden className="size-4" />
          {t('compose.addFiles')}
          <input
            id={inputId}
            type="file"
            multiple
            disabled={full || suspended}
            accept={UPLOAD_EXTENSIONS.join(',')}
            aria-describedby={suspended ? `${reasonId} ${hintId}` : hintId}
            onChange={onPick}
            className="sr-only"
          />
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          {t('compose.filesHint', {
            types: UPLOAD_EXTENSIONS.map((ext) => ext.slice(1).toUpperCase()).join(', '),
            size: formatFileSize(UPLOAD_MAX_BYTES, i18n.language),
            max: MAIL_MAX_ATTACHMENTS,
          })}
        </p>
      </div>
      {suspended && <SuspendedReason id={reasonId} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {(files.length > 0 || uploads.length > 0) && (
        <ul className="grid gap-2" aria-live="polite">
          {files.map((file) => (
            <FileItem key={file.id} name={file.name} size={file.size} onRemove={() => remove(file.id)} />
          ))}
          {uploads.map((u) => (
            <FileItem
              key={u.key}
              name={u.name}
              size={u.size}
              uploading={u.error === null}
              error={u.error}
              onRemove={
                u.error === null ? undefined : () => setUploads((list) => list.filter((x) => x.key !== u.key))
              }
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function FileItem({ name, size, uploading = false, error = null, onRemove }: FileItemProps) {
  const { t, i18n } = useTranslation('email');
  return (
    <FileRow
      testId="compose-file"
      name={name}
      state={uploading ? 'uploading' : error ? 'failed' : undefined}
      detail={uploading ? t('compose.uploading') : (error ?? formatFileSize(size, i18n.language))}
    >
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('compose.removeFile', { name })}
          className="rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </FileRow>
  );
}
