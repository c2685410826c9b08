import { renderHook } from '@testing-library/react';
import { useBidDetailsOpener } from './bid-details-opener';

// The details dialog's code comes on intent: a bid opened before it is in is kept, the code fetched,
// and the bid shown the moment the dialog attaches; once attached, a bid is shown at once.

const opener = () => renderHook(() => useBidDetailsOpener<{ id: number }>()).result.current;

it('keeps a bid opened before the dialog is in, asks for its code, and shows the bid once it attaches', () => {
  const details = opener();
  const fetchDialog = vi.fn();
  details.whenMissing(fetchDialog);
  details.open({ id: 7 });
  expect(fetchDialog).toHaveBeenCalledTimes(1);

  const show = vi.fn();
  details.attach(show);
  expect(show).toHaveBeenCalledWith({ id: 7 });
  // Shown once: a later attach has no bid waiting.
  const again = vi.fn();
  details.attach(again);
  expect(again).not.toHaveBeenCalled();
});

it('shows a bid at once while the dialog is attached, and asks for the code again once it is gone', () => {
  const details = opener();
  const fetchDialog = vi.fn();
  details.whenMissing(fetchDialog);
  const show = vi.fn();
  const detach = details.attach(show);
  details.open({ id: 1 });
  expect(show).toHaveBeenCalledWith({ id: 1 });
  expect(fetchDialog).not.toHaveBeenCalled();

  detach();
  details.open({ id: 2 });
  expect(show).toHaveBeenCalledTimes(1);
  expect(fetchDialog).toHaveBeenCalledTimes(1);
});

it('lets a newer dialog stay attached when an older one goes', () => {
  const details = opener();
  const older = vi.fn();
  const detachOlder = details.attach(older);
  const newer = vi.fn();
  details.attach(newer);
  detachOlder();
  details.open({ id: 3 });
  expect(newer).toHaveBeenCalledWith({ id: 3 });
  expect(older).not.toHaveBeenCalled();
});
