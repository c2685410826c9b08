import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';

// Status tabs (each tab lists only rows of its own status): click a tab as a user would,
// then read what each row's status badge says once the list has moved to that tab.

export type ShownStatus = { status: string; label: string };

/** The status badge of each row: its status key and the words the user reads. */
export function rowStatuses(rowTestId: string): ShownStatus[] {
  return screen.queryAllByTestId(rowTestId).map((row) => {
    const badge = row.querySelector<HTMLElement>('span[data-status]');
    return { status: badge?.dataset.status ?? '(no badge)', label: badge?.textContent?.trim() ?? '' };
  });
}

type TabCheck = {
  user: UserEvent;
  /** The tab's name as the user reads it. */
  tabName: string;
  rowTestId: string;
  /** The status keys (as the badge's data-status) the tab may show; null for a tab of every status. */
  allowed: readonly string[] | null;
  /** Keys a tab of every status still leaves out (the inquiry list's 'general' leaves out drafts). */
  excluded?: readonly string[];
  /** The label each status must read with, in the current language. */
  labelOf: (status: string) => string;
};

/**
 * Clicks the tab and waits until every row shows one of its statuses, under the right label. The
 * list starts on another tab whose statuses do not pass (the caller sees to it), so the old rows
 * never satisfy the check; a tab of every status must show more than one status.
 */
export async function expectTabShowsOnlyItsStatuses({
  user,
  tabName,
  rowTestId,
  allowed,
  excluded = [],
  labelOf,
}: TabCheck) {
  await user.click(await screen.findByRole('tab', { name: tabName }));
  expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  await waitFor(() => {
    const shown = rowStatuses(rowTestId);
    expect(shown.length).toBeGreaterThan(0);
    const wrong = shown.filter(
      ({ status }) => (allowed !== null && !allowed.includes(status)) || excluded.includes(status),
    );
    expect(wrong).toEqual([]);
    if (allowed === null) expect(new Set(shown.map((s) => s.status)).size).toBeGreaterThan(1);
  });
  const shown = rowStatuses(rowTestId);
  expect(shown.filter(({ status, label }) => label !== labelOf(status))).toEqual([]);
  return shown;
}

/** Sets the language and its namespaces before the app renders. */
export async function switchLanguage(language: string, namespaces: string[]) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}
