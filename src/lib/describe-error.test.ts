import { AxiosError, AxiosHeaders } from 'axios';
import { i18n } from './i18n';
import { ApiError, describeError, serverWords, toApiError } from './api-error';
import { applyServerFieldErrors, refusalAboveForm, translateFieldError } from './forms';

// What a failed call says to the user (lib/api-error.ts, lib/forms.ts), in English here: the
// server's own sentence where it sent one, else the app's sentence for what went wrong. Each status
// is checked at the edges of its rule (403 and 404, 499 and 500).

const en = () => i18n.getFixedT('en');

function refusal(status: number, data: unknown = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('describeError', () => {
  it.each([
    [400, 'Something went wrong. Please try again.'],
    [401, 'You do not have permission for this.'],
    [403, 'You do not have permission for this.'],
    [404, 'What you asked for was not found.'],
    [405, 'Something went wrong. Please try again.'],
    [499, 'Something went wrong. Please try again.'],
    [500, 'The server had a problem. Please try again shortly.'],
    [503, 'The server had a problem. Please try again shortly.'],
  ])('a %i without a message of its own says "%s"', (status, text) => {
    expect(describeError(refusal(status), en())).toBe(text);
  });

  it("shows the server's own sentence where it refused what the user asked (4xx but 404)", () => {
    expect(describeError(refusal(409, { message: 'Bu kod artıq var' }), en())).toBe('Bu kod artıq var');
    expect(describeError(refusal(400, { message: 'ID is required' }), en())).toBe('ID is required');
    expect(describeError(refusal(499, { message: 'Bu kod artıq var' }), en())).toBe('Bu kod artıq var');
  });

  it("never makes a 404's or a 5xx's message the sentence: Spring's texts are not the user's", () => {
    const spring = (status: number, message: string) =>
      refusal(status, {
        timestamp: '2026-11-29T03:00:00',
        status,
        error: 'x',
        message,
        path: '/api/inquiries',
      });
    expect(describeError(spring(500, "No property 'newest' found for type 'Inquiry'"), en())).toBe(
      'The server had a problem. Please try again shortly.',
    );
    expect(describeError(spring(404, 'No static resource api/inquiries.'), en())).toBe(
      'What you asked for was not found.',
    );
    expect(serverWords(spring(500, 'boom'))).toBe('boom');
  });

  it('says the server cannot be reached when no answer came', () => {
    const dropped = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(describeError(dropped, en())).toBe('Cannot reach the server. Check your connection.');
    expect(describeError(new TypeError('Failed to fetch'), en())).toBe(
      'Cannot reach the server. Check your connection.',
    );
  });

  it('says the answer was unexpected when it had the wrong shape', () => {
    const wrongShape = new ApiError({ kind: 'invalid_response', message: 'content: expected array' });
    expect(describeError(wrongShape, en())).toBe('The server sent an unexpected answer.');
  });

  it('answers in the language asked for', () => {
    expect(describeError(refusal(404), i18n.getFixedT('az'))).not.toBe('What you asked for was not found.');
    expect(describeError(refusal(404), i18n.getFixedT('az'))).toBe(i18n.getFixedT('az')('errors:notFound'));
  });
});

describe('server field errors on a form', () => {
  it('puts each error on its own field and says it did; a field the form lacks is left out', () => {
    const setError = vi.fn();
    const error = refusal(400, { errors: { email: 'Bu e-poçt artıq var', nickname: 'not a field here' } });
    expect(applyServerFieldErrors(error, setError, ['email', 'name'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Bu e-poçt artıq var' });
  });

  it('says no field got an error when none of them is the form’s', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(refusal(400, { errors: { nickname: 'x' } }), setError, ['email'])).toBe(
      false,
    );
    expect(applyServerFieldErrors(refusal(500), setError, ['email'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('shows above the form only a refusal that names no field', () => {
    const t = en();
    expect(refusalAboveForm({ isError: false, error: null }, t)).toBeNull();
    expect(
      refusalAboveForm({ isError: true, error: refusal(400, { errors: { email: 'x' } }) }, t),
    ).toBeNull();
    expect(refusalAboveForm({ isError: true, error: refusal(503) }, t)).toBe(
      'The server had a problem. Please try again shortly.',
    );
  });
});

describe('translateFieldError', () => {
  it("shows a server's sentence as it came, and translates a schema's key with its limit", async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(translateFieldError(t, undefined)).toBeUndefined();
    expect(translateFieldError(t, 'Note: must be short')).toBe('Note: must be short');
    expect(translateFieldError(t, 'Too long')).toBe('Too long');
    expect(translateFieldError(t, 'validation:tooLong|20000')).toBe('At most 20,000 characters');
    expect(translateFieldError(t, 'common:text.field_required')).toBe('This field is required');
  });
});

describe('toApiError reads anything a call may throw', () => {
  it('passes an ApiError on as it is, with its cause and name kept', () => {
    const cause = new Error('parse failed');
    const error = new ApiError({ kind: 'invalid_response', message: 'wrong shape', cause });
    expect(toApiError(error)).toBe(error);
    expect(error.cause).toBe(cause);
    expect(error.name).toBe('ApiError');
  });

  it('reads a refusal whose body is not an object: no message, no field errors', () => {
    for (const data of [null, 'Bad Gateway', 502, ['a'], undefined]) {
      const error = toApiError(refusal(502, data));
      expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: null, fieldErrors: {} });
    }
    expect(toApiError(refusal(400, { errors: ['email'] })).fieldErrors).toEqual({});
  });

  it('reads a thrown value that is not an Error', () => {
    expect(toApiError(null)).toMatchObject({ kind: 'network', message: 'null' });
    expect(toApiError('boom')).toMatchObject({ kind: 'network', message: 'boom' });
    const typeError = new TypeError('Failed to fetch');
    expect(toApiError(typeError)).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(toApiError(typeError).cause).toBe(typeError);
  });

  it('names a dropped connection even when axios gave no message', () => {
    const dropped = new AxiosError('', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(toApiError(dropped)).toMatchObject({ kind: 'network', message: 'Network error' });
    expect(toApiError(dropped).cause).toBe(dropped);
  });

  it('hides only a bare reason phrase, not a sentence that begins with one', () => {
    expect(toApiError(refusal(403, { message: 'Unauthorised' })).serverMessage).toBeNull();
    expect(toApiError(refusal(403, { message: 'Forbidden.' })).serverMessage).toBeNull();
    expect(toApiError(refusal(403, { message: 'Forbidden while suspended' })).serverMessage).toBe(
      'Forbidden while suspended',
    );
    expect(toApiError(refusal(404, { message: 'Sifariş not found' })).serverMessage).toBe(
      'Sifariş not found',
    );
  });
});
