import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every free-text field stops at the length the server accepts, so a user is told at the
// field, not by a 400 after sending. This reads every form in the source: a TextInput or TextArea that
// takes free text must say its maxLength, from the shared limits (config/limits.ts), never a number
// written in place. Fields that are not free text are left out: dates and moments, passwords (no upper limit of
// ours), numbers, read-only values, and fields whose props come from a spread (checked where built), but
// for `{...field('name')}` (lib/forms.ts bindFields), which brings no limit of its own.

const SRC = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

type Field = { where: string; props: string };

function fields(): Field[] {
  return sourceFiles(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/<(TextInput|TextArea)\b([\s\S]*?)\/>/g)].map((match) => ({
      where: `${relative(SRC, file)}:${text.slice(0, match.index).split('\n').length}`,
      props: match[2]!,
    }));
  });
}

const notFreeText = (props: string) =>
  /\breadOnly\b/.test(props) ||
  /type="(date|datetime-local)"/.test(props) ||
  /type=\{?["'a-zA-Z ?:]*password/.test(props) ||
  /inputMode=\{?["'](numeric|decimal)/.test(props) ||
  /inputMode=\{[^}]*(numeric|decimal)/.test(props) ||
  // A spread of bindFields' `field(name)` gives only the registration and the error: still checked.
  /\{\.\.\.(?!field\()/.test(props);

it('finds the forms’ fields (the reading works)', () => {
  const all = fields();
  expect(all.length).toBeGreaterThan(40);
  expect(all.filter((f) => !notFreeText(f.props)).length).toBeGreaterThan(20);
});

it('gives every free-text field a maxLength from the shared limits', () => {
  const unlimited = fields()
    .filter((field) => !notFreeText(field.props))
    .filter((field) => !/maxLength=\{[A-Z_]+(\.[a-zA-Z]+)?\}/.test(field.props))
    .map((field) => field.where);
  expect(unlimited).toEqual([]);
});
