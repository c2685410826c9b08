import { describe, expect, it } from 'vitest';
import { writeAnswerSchema } from './write-answer';

describe('the answer of a write the app does not read', () => {
  it.each([
    ['nothing', undefined],
    ['an empty body', ''],
    ['null', null],
    ['an object of any shape', { status: 'OK', id: 5, extra: { deep: [1] } }],
    ['an array', [1, 2]],
    ['a plain-text acknowledgement', 'OK'],
    ['a number', 1],
  ])('counts %s as done', (_label, answer) => {
    expect(writeAnswerSchema.safeParse(answer).success).toBe(true);
  });

  it.each([
    ['an HTML error page sent with 200', '<!doctype html><h1>502 Bad Gateway</h1>'],
    ['an HTML page after white space', '\n  <html></html>'],
    ['broken JSON of an object', '{"content": [{"id": 1,'],
    ['broken JSON of an array', '[{"id": 1'],
  ])('refuses %s', (_label, answer) => {
    expect(writeAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
