import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only what the run prints, not test-results/. So a failed test's error context (the
// error and the page's accessibility tree at that moment: an alert, a field's message, a login
// screen) is printed under the list reporter's summary, where the cause of a one-off failure
// would otherwise be lost with the machine.

const LIMIT = 8_000;

export default class FailureContextReporter implements Reporter {
  private readonly contexts: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue; // the file is gone: the list reporter has printed the error itself
      }
      const shown =
        text.length > LIMIT ? `${text.slice(0, LIMIT)}\n… (${text.length - LIMIT} more characters)` : text;
      this.contexts.push(`── ${test.titlePath().filter(Boolean).join(' › ')}\n${shown}`);
    }
  }

  onEnd() {
    if (this.contexts.length === 0) return;
    console.log(`\nThe page at each failure (error-context.md):\n\n${this.contexts.join('\n\n')}`);
  }

  printsToStdio() {
    return true;
  }
}
