import { z } from 'zod/mini';
import { uploadedAttachmentSchema } from '@/lib/upload-attachment';
import type { ComposeValues } from './compose-values';

const PREFIX = 'yukbirja-mail-draft';

const draftSchema = z.object({
  toOrganizationId: z.nullable(z.number()),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(uploadedAttachmentSchema),
});

/** `composeId` is 'new' or the id of the message being answered. */
export const mailDraftKey = (userId: string, composeId: string) => `${PREFIX}:${userId}:${composeId}`;

export function loadDraft(key: string): ComposeValues | null {
  try {
    const stored = localStorage.getItem(key);
    if (!stored) return null;
    const parsed = draftSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable or no storage (private mode): start afresh
  }
}

const sameValues = (a: ComposeValues, b: ComposeValues) =>
  a.toOrganizationId === b.toOrganizationId &&
  a.subject === b.subject &&
  a.text === b.text &&
  a.attachments.length === b.attachments.length &&
  a.attachments.every((file, i) => file.id === b.attachments[i]?.id);

/** Keeps the draft, or forgets it once the form is back to where it started. Returns whether one is kept. */
export function saveDraft(key: string, values: ComposeValues, initial: ComposeValues): boolean {
  try {
    if (sameValues(values, initial)) {
      localStorage.removeItem(key);
      return false;
    }
    localStorage.setItem(key, JSON.stringify(values));
    return true;
  } catch {
    return false; // storage full or unavailable: the form still works, only without the safety net
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing was stored
  }
}
