import type { ReactNode } from 'react';

type Translate = (key: string, options?: { count: number }) => string;

/** A DataList's words from one block of a translation file: its `loading`, `resultCount`, `emptyTitle` and `empty`. */
export const listWords = (t: Translate, block: string, icon: ReactNode) => ({
  loadingLabel: t(`${block}.loading`),
  countLabel: (count: number) => t(`${block}.resultCount`, { count }),
  empty: { icon, title: t(`${block}.emptyTitle`), description: t(`${block}.empty`) },
});
