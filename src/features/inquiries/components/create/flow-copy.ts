import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSessionUser } from '@/lib/use-session';
import type { FileUploadState } from './file-upload-context';
import { readDraftValues, type DraftValues, type InquiryFormValues } from './form-values';

// A reload in the middle of the create flow must come back with everything typed, also what was typed
// after the last Next (the server draft holds only what Next saved). This tab's sessionStorage keeps a
// copy of the flow's values, per user and per draft ('new' until the first Next creates one); the step
// is in the address. A draft's copy remembers which save of the draft it continues (the draft's
// `updatedAt`): when the draft was saved elsewhere since, the server's values win.

const PREFIX = 'yukbirja-inquiry-flow';

export type FlowCopyKey = { userId: string | null; draftId: number | null };
type StoredCopy = { basedOn: string | null; values: unknown };

const storageKey = ({ userId, draftId }: FlowCopyKey) =>
  userId ? `${PREFIX}:${userId}:${draftId ?? 'new'}` : null;

export function writeFlowCopy(key: FlowCopyKey, basedOn: string | null, values: DraftValues) {
  const name = storageKey(key);
  if (!name) return;
  try {
    sessionStorage.setItem(name, JSON.stringify({ basedOn, values } satisfies StoredCopy));
  } catch {
    // No storage (private mode, full): a reload then resumes from the server draft alone.
  }
}

export function dropFlowCopy(key: FlowCopyKey) {
  const name = storageKey(key);
  if (!name) return;
  try {
    sessionStorage.removeItem(name);
  } catch {
    // nothing kept, nothing to drop
  }
}

/**
 * The kept values, read back as loosely as a saved draft is; null when there is none, or when it
 * continues another save of the draft than `basedOn`.
 */
export function readFlowCopy(key: FlowCopyKey, basedOn: string | null): DraftValues | null {
  const name = storageKey(key);
  if (!name) return null;
  try {
    const stored = sessionStorage.getItem(name);
    if (!stored) return null;
    const parsed = JSON.parse(stored) as Partial<StoredCopy> | null;
    if (!parsed || typeof parsed !== 'object' || (parsed.basedOn ?? null) !== basedOn) return null;
    return readDraftValues({ draft: { step: 0, values: parsed.values as Record<string, unknown> } });
  } catch {
    return null;
  }
}

export function useFlowCopyKey(draftId: number | null): FlowCopyKey {
  return { userId: useSessionUser()?.sub ?? null, draftId };
}

/** Writes the copy at every change of the form or of the uploaded documents. */
export function useKeepFlowCopy(
  form: UseFormReturn<InquiryFormValues>,
  files: FileUploadState,
  key: FlowCopyKey,
  basedOn: string | null,
) {
  const latest = useRef({ files, key, basedOn });
  const write = (values: InquiryFormValues) => {
    const { files: current, key: at, basedOn: base } = latest.current;
    writeFlowCopy(at, base, {
      ...values,
      uploadedFilesId: current.uploadedFilesId,
      documentFiles: current.files,
    });
  };
  useEffect(() => {
    latest.current = { files, key, basedOn };
  });
  useEffect(() => {
    const subscription = form.watch((values) => write(values as InquiryFormValues));
    return () => subscription.unsubscribe();
  }, [form]);
  // An upload or a removal is a change too, though not of the form.
  const { userId, draftId } = key;
  useEffect(() => {
    write(form.getValues());
  }, [files, form, userId, draftId, basedOn]);
}
