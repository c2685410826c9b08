import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { tokenFor } from '@/mocks/test-api';
import { useCan, useDecide } from './permissions';
import { endSession, startSession } from './session';
import { SuspensionContext, type Suspension } from './suspension';

// The screens ask the policy through these hooks: the signed-in user from the session cookie, the
// organisation's suspension from the app layout. Each answer follows the session as it starts and
// ends, and the suspension as it comes and goes.

const pending = { status: 'PENDING' };

function renderPolicy(suspension: Suspension | null = null) {
  let current = suspension;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SuspensionContext.Provider value={current}>{children}</SuspensionContext.Provider>
  );
  const hook = renderHook(() => ({ can: useCan(), decide: useDecide() }), { wrapper });
  return {
    ...hook,
    suspend(next: Suspension | null) {
      current = next;
      hook.rerender();
    },
  };
}

it('answers for nobody before a session starts, then for the signed-in importer', async () => {
  const { result } = renderPolicy();
  expect(result.current.can('view:home')).toBe(false);
  expect(result.current.decide('view:home')).toBe('denied');

  const accessToken = await tokenFor('importer@demo.az');
  act(() => startSession({ accessToken }));
  expect(result.current.can('inquiry:create')).toBe(true);
  expect(result.current.can('bid:respond', pending)).toBe(true);
  expect(result.current.can('bid:respond', { status: 'APPROVED' })).toBe(false);
  expect(result.current.can('bid:place')).toBe(false);

  act(() => endSession('logout'));
  expect(result.current.can('inquiry:create')).toBe(false);
});

it("takes the carrier's role from its token", async () => {
  const accessToken = await tokenFor('carrier@demo.az');
  act(() => startSession({ accessToken }));
  const { result } = renderPolicy();
  expect(result.current.can('bid:place')).toBe(true);
  expect(result.current.can('bid:update', pending)).toBe(true);
  expect(result.current.can('inquiry:create')).toBe(false);
});

it('switches off the writes a suspension refuses, and gives them back when it is lifted', async () => {
  const accessToken = await tokenFor('carrier@demo.az');
  act(() => startSession({ accessToken }));
  const { result, suspend } = renderPolicy({ reason: 'Sənədlər yoxlanılır', until: null });
  expect(result.current.decide('bid:place')).toBe('suspended');
  expect(result.current.can('bid:place')).toBe(false);
  // What it may still do stays allowed while suspended.
  expect(result.current.decide('view:billing')).toBe('allowed');
  expect(result.current.can('view:billing')).toBe(true);

  suspend(null);
  expect(result.current.decide('bid:place')).toBe('allowed');
  expect(result.current.can('bid:place')).toBe(true);
});
