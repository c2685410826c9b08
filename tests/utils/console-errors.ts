import { format } from 'node:util';
import { expect, vi, type Mock } from 'vitest';

// A console.error in a Vitest test is a bug until shown otherwise: React's act() warnings, a
// caught render error, a request no demo handler answers and the app's own error logs all arrive
// there. setup-vitest.ts installs this guard, so any console.error fails the test that caused it.
// A test that provokes an error on purpose says which one with expectConsoleError(/pattern/).

type ConsoleErrorCall = (...args: unknown[]) => void;
type Expected = { pattern: RegExp; calls: Mock<ConsoleErrorCall> };

let expected: Expected[] = [];
let unexpected: string[] = [];

const testName = () => expect.getState().currentTestName ?? '(outside any test)';

function guard(...args: unknown[]) {
  const text = format(...args);
  const allowed = expected.find(({ pattern }) => pattern.test(text));
  if (allowed) {
    allowed.calls(...args);
    return;
  }
  unexpected.push(`[${testName()}] ${text}`);
}

/**
 * Lets this test's console.error calls that match `pattern` through (only those, only in this test)
 * and hands them back for assertions. The test fails if no such call came: an expected error that
 * stopped happening is news too.
 */
export function expectConsoleError(pattern: RegExp): Mock<ConsoleErrorCall> {
  const calls = vi.fn<ConsoleErrorCall>();
  expected.push({ pattern, calls });
  return calls;
}

/** Routes console.error through the guard; call once per test file, before its tests. */
export function guardConsoleErrors() {
  console.error = guard;
}

const firstLines = (text: string) => text.split('\n').slice(0, 12).join('\n');

/** Fails with every console.error nobody expected, and every expected one that never came. */
export function checkConsoleErrors() {
  const stray = unexpected;
  const missing = expected.filter(({ calls }) => calls.mock.calls.length === 0).map((e) => String(e.pattern));
  unexpected = [];
  expected = [];
  const problems = [
    ...stray.map(
      (text) =>
        `console.error (fix its cause; a test that provokes it on purpose calls expectConsoleError(/…/)):\n${firstLines(text)}`,
    ),
    ...missing.map((pattern) => `expectConsoleError(${pattern}) was called but no such console.error came`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
