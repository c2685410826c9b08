import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getAccessToken, getSessionEndReason, getSessionUser, subscribeSession } from './session';
import { notify } from './toast';
import { useSessionUser } from './use-session';

const PREFIX = 'yukbirja-unsent';

const storageKey = (userId: string, formId: string, path: string) => `${PREFIX}:${userId}:${formId}:${path}`;

const currentPath = () => window.location.pathname;

const currentUserId = () => getSessionUser()?.sub ?? null;

function withoutSecrets(values: FieldValues, omit: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
}

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
  id: string;
  omit?: readonly (keyof T & string)[];
};

export function useUnsentForm<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output type
  form: UseFormReturn<T, any, any>,
  { id, omit = [] }: UnsentFormOptions<T>,
) {
  const { t } = useTranslation('common');
  const userId = useSessionUser()?.sub ?? null;
  const latest = useRef({ form, id, omit, userId });
  useEffect(() => {
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
    if (changed) form.reset({ ...now, ...values }, { keepDefaultValues: true });
    if (changed || Object.values(values).some(isTyped)) notify.notification(t('unsentRestored'));
  }, [form, id, omit, t, userId]);
}

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
