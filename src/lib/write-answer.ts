import { z } from 'zod/mini';

export const writeAnswerSchema = z
  .unknown()
  .check(
    z.refine(
      (answer) => typeof answer !== 'string' || !/^\s*[<{[]/.test(answer),
      'expected nothing, JSON or plain text, not an HTML page or broken JSON',
    ),
  );
