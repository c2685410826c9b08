import { z } from 'zod/mini';

/**
 * The answer of a write whose shape the spec does not fix ('updates', 'creates a bid'): the app does
 * not read it, so nothing, any JSON value or a plain-text acknowledgement counts as done. What
 * cannot be an answer of the backend at all still fails: an HTML page (a proxy's error page sent
 * with 200) or broken JSON, which axios hands over as text — the write may not have happened.
 */
export const writeAnswerSchema = z
  .unknown()
  .check(
    z.refine(
      (answer) => typeof answer !== 'string' || !/^\s*[<{[]/.test(answer),
      'expected nothing, JSON or plain text, not an HTML page or broken JSON',
    ),
  );
