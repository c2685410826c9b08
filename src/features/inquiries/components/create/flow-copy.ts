import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSessionUser } from '@/lib/use-session';
import { readDraftValues, type InquiryFormValues } from './form-values';

const PREFIX = 'yukbirja-inquiry-flow';

export type FlowCopyKey = { userId: string | null; draftId: number | null };
type StoredCopy = { basedOn: string | null; values: unknown };

const storageKey = ({ userId, draftId }: FlowCopyKey) =>
  userId ? `${PREFIX}:${userId}:${draftId ?? 'new'}` : null;

export function writeFlowCopy(key: FlowCopyKey, basedOn: string | null, values: InquiryFormValues) {
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

/** Null when none is kept, or when it continues another save of the draft than `basedOn`. */
export function readFlowCopy(key: FlowCopyKey, basedOn: string | null): InquiryFormValues | null {
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

/** Writes the copy at every change of the form, and under a draft's key once it has one. */
export function useKeepFlowCopy(
  form: UseFormReturn<InquiryFormValues>,
  key: FlowCopyKey,
  basedOn: string | null,
) {
  const latest = useRef({ key, basedOn });
  useEffect(() => {
    latest.current = { key, basedOn };
  });
  useEffect(() => {
    const subscription = form.watch((values) =>
      writeFlowCopy(latest.current.key, latest.current.basedOn, values as InquiryFormValues),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  const { userId, draftId } = key;
  useEffect(() => {
    writeFlowCopy({ userId, draftId }, basedOn, form.getValues());
  }, [form, userId, draftId, basedOn]);
}
