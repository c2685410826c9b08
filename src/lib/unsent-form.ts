import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getAccessToken, getSessionEndReason, getSessionUser, subscribeSession } from './session';
import { notify } from './toast';
import { useSessionUser } from './use-session';

// When a session expires mid-form (a 403 with no refresh possible), the app sends the user to sign in
// again and the form unmounts. Its values are kept in this tab's sessionStorage, per user, form and
// page, and put back once when the same user opens that form again. Secrets are never written: each
// form names the fields to leave out (passwords, card data, tokens).

const PREFIX = 'yukbirja-unsent';

const storageKey = (userId: string, formId: string, path: string) => `${PREFIX}:${userId}:${formId}:${path}`;

/** The page a form is on; the login's return-to link brings the user back to the same one. */
const currentPath = () => window.location.pathname;

const currentUserId = () => getSessionUser()?.sub ?? null;

function withoutSecrets(values: FieldValues, omit: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
}

/** Writes the copy; false when there is nothing worth keeping or no storage (private mode, full). */
/** A value someone typed or picked, rather than an empty field. */
const isTyped = (value: unknown) =>
  value !== '' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

export function saveUnsentForm(
  userId: string,
  formId: string,
  path: string,
  values: FieldValues,
  omit: readonly string[] = [],
): boolean {
  const kept = withoutSecrets(values, omit);
  if (Object.keys(kept).length === 0) return false;
  try {
    sessionStorage.setItem(storageKey(userId, formId, path), JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** Reads the copy and deletes it: it is restored once. */
export function takeUnsentForm(userId: string, formId: string, path: string): Record<string, unknown> | null {
  const key = storageKey(userId, formId, path);
  try {
    const stored = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the signed-in user has a copy of `formId` waiting on this page. A screen whose form sits
 * in a dialog or behind an Edit button asks this first, so the form is open when it comes back.
 */
export function hasUnsentForm(formId: string, path: string = currentPath()): boolean {
  const userId = currentUserId();
  if (!userId) return false;
  try {
    return sessionStorage.getItem(storageKey(userId, formId, path)) !== null;
  } catch {
    return false;
  }
}

type UnsentFormOptions<T extends FieldValues> = {
  /** Names the form on its page: 'profile-edit', 'bid:update:7'. */
  id: string;
  /** Fields never written to storage: passwords, card number, expiry, CVV, tokens. */
  omit?: readonly (keyof T & string)[];
};

/**
 * Keeps what was typed across an expired session: saved when the session ends as 'expired', put
 * back once (with a notice) when the same user opens the same form on the same page again.
 */
export function useUnsentForm<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
  form: UseFormReturn<T, any, any>,
  { id, omit = [] }: UnsentFormOptions<T>,
) {
  const { t } = useTranslation('common');
  const userId = useSessionUser()?.sub ?? null;
  const latest = useRef({ form, id, omit, userId });
  useEffect(() => {
    // The token is gone by the time the session-end news arrives: the user is remembered from before.
    latest.current = { form, id, omit, userId: userId ?? latest.current.userId };
  });

  useEffect(() => {
    const unsubscribe = subscribeSession(() => {
      const { form: current, id: formId, omit: secrets, userId: owner } = latest.current;
      if (getAccessToken() !== null || getSessionEndReason() !== 'expired' || !owner) return;
      saveUnsentForm(owner, formId, currentPath(), current.getValues(), secrets);
    });
    return () => void unsubscribe();
  }, []);

  // Restored on first mount only: later changes of id (a draft getting its number) are not a return.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || restoredFor.current !== null) return;
    restoredFor.current = id;
    const saved = takeUnsentForm(userId, id, currentPath());
    if (!saved) return;
    const values = withoutSecrets(saved, omit);
    const now = form.getValues();
    const changed = Object.entries(values).some(
      ([name, value]) => JSON.stringify(value) !== JSON.stringify(now[name]),
    );
    // The restored values count as typed (dirty), against the defaults the form opened with.
    if (changed) form.reset({ ...now, ...values }, { keepDefaultValues: true });
    // A form that keeps its own copy (the create flow's reload copy) may already show these values;
    // the person still came back from an ended session and is told that what they typed is back.
    if (changed || Object.values(values).some(isTyped)) notify.notification(t('unsentRestored'));
  }, [form, id, omit, t, userId]);
}

/**
 * For a screen whose form opens in a dialog: once the things it can open for are known (null until
 * then), opens the first whose form has a copy waiting, so the copy is put back where it was typed.
 */
export function useReopenUnsentForm<C>(
  candidates: readonly C[] | null,
  unsentIdOf: (candidate: C) => string,
  open: (candidate: C) => void,
) {
  const latest = useRef({ unsentIdOf, open });
  useEffect(() => {
    latest.current = { unsentIdOf, open };
  });
  const checked = useRef(false);
  useEffect(() => {
    if (!candidates || checked.current) return;
    checked.current = true;
    const waiting = candidates.find((candidate) => hasUnsentForm(latest.current.unsentIdOf(candidate)));
    if (waiting !== undefined) latest.current.open(waiting);
  }, [candidates]);
}
