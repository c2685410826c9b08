import { startTransition, useLayoutEffect, useState } from 'react';
import { onDemand, prefetchOnDemand, useOnDemand } from '@/lib/on-demand';
import type { Bid, BidListItem } from '../schemas';

/** The page's handle on its details dialog: `open(bid)` from a row, `<BidDetailsSlot opener=…/>` once. */
export type BidDetailsOpener<B> = {
  open: (bid: B) => void;
  attach: (show: (bid: B | null) => void) => () => void;
  /** What `open` calls while the dialog's code is not in yet: the slot fetches it. */
  whenMissing: (fetch: () => void) => () => void;
};

function createOpener<B>(): BidDetailsOpener<B> {
  let shown: ((bid: B | null) => void) | null = null;
  let fetchDialog: (() => void) | null = null;
  // A bid asked for before the dialog's code arrived: shown as soon as the dialog attaches.
  let waiting: B | null = null;
  return {
    // A transition: the browser paints the click's answer first, then the dialog's render follows.
    open: (bid) => {
      if (shown) {
        const show = shown;
        startTransition(() => show(bid));
        return;
      }
      waiting = bid;
      fetchDialog?.();
    },
    attach: (show) => {
      shown = show;
      if (waiting !== null) {
        const bid = waiting;
        waiting = null;
        startTransition(() => show(bid));
      }
      return () => {
        if (shown === show) shown = null;
      };
    },
    whenMissing: (fetch) => {
      fetchDialog = fetch;
      return () => {
        if (fetchDialog === fetch) fetchDialog = null;
      };
    },
  };
}

export function useBidDetailsOpener<B>(): BidDetailsOpener<B> {
  const [opener] = useState(createOpener<B>);
  return opener;
}

// The dialog and its confirmation (Radix, focus trap) load when a bid is first opened, or on intent.
const dialogCode = onDemand(() => import('./bid-details-dialog'));
export const prefetchBidDetails = () => prefetchOnDemand(dialogCode);

type SlotProps =
  | { audience: 'importer'; opener: BidDetailsOpener<Bid> }
  | { audience: 'carrier' | 'admin'; opener: BidDetailsOpener<BidListItem> };

/** Where the details dialog mounts once its code is in; nothing until a bid is first opened. */
export function BidDetailsSlot(props: SlotProps) {
  const [code, ask] = useOnDemand(dialogCode);
  const { opener } = props;
  useLayoutEffect(
    () => (opener as BidDetailsOpener<unknown>).whenMissing(() => ask(() => undefined)),
    [opener, ask],
  );
  return code ? <code.BidDetailsHost {...props} /> : null;
}
