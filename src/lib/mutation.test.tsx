import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useAppMutation, type AppMutationOptions } from './mutation';
import { notify } from './toast';

// The one way the app writes: what it invalidates is refetched before the caller's onSuccess runs,
// the success toast is said once, and a failed write invalidates nothing and says nothing.

afterEach(() => vi.restoreAllMocks());

/** A list the write changes (['things', 'list']) and one it does not (['other']), both on screen. */
function setup<R, V>(options: AppMutationOptions<R, V>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const served = { things: 0, other: 0 };
  let releaseThings: (() => void) | null = null;
  const thingsFn = vi.fn(() => {
    served.things += 1;
    // The first answer comes at once; a refetch waits until the test releases it.
    if (served.things === 1) return Promise.resolve(['first']);
    return new Promise<string[]>((resolve) => {
      releaseThings = () => resolve(['first', 'second']);
    });
  });
  const otherFn = vi.fn(() => Promise.resolve((served.other += 1)));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      things: useQuery({ queryKey: ['things', 'list'], queryFn: thingsFn }),
      other: useQuery({ queryKey: ['other'], queryFn: otherFn }),
      write: useAppMutation(options),
    }),
    { wrapper },
  );
  return { client, hook, thingsFn, otherFn, release: () => releaseThings?.() };
}

it('refetches the keys it invalidates, and only those, before the caller’s onSuccess', async () => {
  const seenByOnSuccess: unknown[] = [];
  const onSuccess = vi.fn(() => {
    seenByOnSuccess.push(client.getQueryData(['things', 'list']));
  });
  const { client, hook, thingsFn, otherFn, release } = setup({
    mutationFn: (name: string) => Promise.resolve({ name }),
    invalidates: [['things']],
    onSuccess,
  });
  await waitFor(() => expect(hook.result.current.things.data).toEqual(['first']));
  await waitFor(() => expect(hook.result.current.other.data).toBe(1));

  let written: Promise<unknown> = Promise.resolve();
  act(() => {
    written = hook.result.current.write.mutateAsync('second');
  });
  await waitFor(() => expect(thingsFn).toHaveBeenCalledTimes(2));
  // The refetch is still on its way: the caller has not been told yet.
  expect(onSuccess).not.toHaveBeenCalled();

  await act(async () => {
    release();
    await written;
  });
  expect(onSuccess).toHaveBeenCalledTimes(1);
  expect(onSuccess).toHaveBeenCalledWith({ name: 'second' }, 'second');
  expect(seenByOnSuccess).toEqual([['first', 'second']]);
  // A key outside `invalidates` is left alone.
  expect(otherFn).toHaveBeenCalledTimes(1);
  expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
});

it('says the success toast once, in the words made from the answer and the variables', async () => {
  const success = vi.spyOn(notify, 'success');
  const { hook, release } = setup({
    mutationFn: (id: number) => Promise.resolve({ code: `PROMO${id}` }),
    invalidates: (answer) => (answer.code ? [['things']] : []),
    successToast: (answer, id) => `${answer.code} expired (#${id})`,
  });
  await waitFor(() => expect(hook.result.current.things.data).toEqual(['first']));

  let written: Promise<unknown> = Promise.resolve();
  act(() => {
    written = hook.result.current.write.mutateAsync(7);
  });
  await waitFor(() => expect(hook.result.current.things.isFetching).toBe(true));
  expect(success).not.toHaveBeenCalled();
  await act(async () => {
    release();
    await written;
  });
  expect(success).toHaveBeenCalledTimes(1);
  expect(success).toHaveBeenCalledWith('PROMO7 expired (#7)');
});

it('invalidates nothing, says nothing and skips onSuccess when the write fails', async () => {
  const success = vi.spyOn(notify, 'success');
  const onSuccess = vi.fn();
  const refused = new Error('409 not pending');
  const { client, hook, thingsFn } = setup({
    mutationFn: () => Promise.reject(refused),
    invalidates: [['things'], ['other']],
    successToast: 'Saved',
    onSuccess,
  });
  await waitFor(() => expect(hook.result.current.things.data).toEqual(['first']));

  let failure: unknown = null;
  await act(async () => {
    await hook.result.current.write.mutateAsync(undefined).catch((error: unknown) => {
      failure = error;
    });
  });
  expect(failure).toBe(refused);
  await waitFor(() => expect(hook.result.current.write.error).toBe(refused));
  expect(thingsFn).toHaveBeenCalledTimes(1);
  expect(client.getQueryState(['things', 'list'])?.isInvalidated).toBe(false);
  expect(client.getQueryState(['other'])?.isInvalidated).toBe(false);
  expect(success).not.toHaveBeenCalled();
  expect(onSuccess).not.toHaveBeenCalled();
});

/** A write the test answers when it likes, counting the calls that reached it. */
function heldWrite() {
  const answers: Array<(value: string) => void> = [];
  const mutationFn = vi.fn(
    (name: string) =>
      new Promise<string>((resolve) => {
        answers.push(() => resolve(name));
      }),
  );
  return { mutationFn, answerAll: () => answers.splice(0).forEach((answer) => answer('')) };
}

it('sends once for a burst of calls while the write is on its way, and again once it has answered', async () => {
  const success = vi.spyOn(notify, 'success');
  const { mutationFn, answerAll } = heldWrite();
  const { hook } = setup({ mutationFn, successToast: 'Sent' });
  const onSuccess = vi.fn();

  let first: Promise<unknown> = Promise.resolve();
  let second: Promise<unknown> = Promise.resolve();
  act(() => {
    // In one go, before any render could show the write as pending: a double click.
    hook.result.current.write.mutate('a', { onSuccess });
    hook.result.current.write.mutate('a', { onSuccess });
    first = hook.result.current.write.mutateAsync('a');
    second = hook.result.current.write.mutateAsync('b');
  });
  expect(second).toBe(first);
  await waitFor(() => expect(mutationFn).toHaveBeenCalled());
  expect(mutationFn).toHaveBeenCalledTimes(1); // the later caller waits for the write already on its way
  await act(async () => {
    answerAll();
    await first;
  });
  expect(success).toHaveBeenCalledTimes(1);
  expect(onSuccess).toHaveBeenCalledTimes(1);

  // Answered: the next click is a new write.
  act(() => hook.result.current.write.mutate('c'));
  await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  await act(() => Promise.resolve(answerAll()));
});

it('sends again after a failed write, and side by side when the write is parallel', async () => {
  const failing = vi.fn(() => Promise.reject(new Error('offline')));
  const { hook } = setup({ mutationFn: failing });
  await act(async () => {
    await hook.result.current.write.mutateAsync(undefined).catch(() => undefined);
  });
  await act(async () => {
    await hook.result.current.write.mutateAsync(undefined).catch(() => undefined);
  });
  expect(failing).toHaveBeenCalledTimes(2);

  const { mutationFn, answerAll } = heldWrite();
  const parallel = setup({ mutationFn, parallel: true });
  act(() => {
    parallel.hook.result.current.write.mutate('one file');
    parallel.hook.result.current.write.mutate('another file');
  });
  await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(2));
  await act(() => Promise.resolve(answerAll()));
});
