import { toApiError } from './api-error';

// A refusal's body is read by hand (this module loads with the sign-in page): each part is taken
// only when it has the expected shape, so a strange body never hides the status.

const refusal = (status: number, data: unknown) => ({
  isAxiosError: true,
  message: `Request failed with status code ${status}`,
  response: { status, data },
});

describe('toApiError', () => {
  it("takes the server's message and its per-field texts", () => {
    const error = toApiError(refusal(409, { message: 'Email taken', errors: { email: 'Already used' } }));
    expect(error).toMatchObject({ kind: 'http', status: 409, serverMessage: 'Email taken' });
    expect(error.fieldErrors).toEqual({ email: 'Already used' });
  });

  it('keeps what has the right shape and drops the rest', () => {
    const error = toApiError(refusal(400, { message: 42, errors: { name: 'Too short', age: 3, x: null } }));
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBe('Request failed with status 400');
    expect(error.fieldErrors).toEqual({ name: 'Too short' });
    expect(toApiError(refusal(500, 'Internal Server Error')).fieldErrors).toEqual({});
    expect(toApiError(refusal(500, { errors: ['a'] })).fieldErrors).toEqual({});
  });

  it("puts the app's own sentence in place of a bare reason phrase", () => {
    for (const phrase of ['Forbidden', 'Access Denied', 'Internal Server Error', 'not found.', '  '])
      expect(toApiError(refusal(403, { message: phrase })).serverMessage).toBeNull();
    expect(toApiError(refusal(403, { message: 'Only importers can accept bids' })).serverMessage).toBe(
      'Only importers can accept bids',
    );
  });

  it('tells a network failure from a refusal', () => {
    expect(toApiError({ isAxiosError: true, message: 'Network Error' })).toMatchObject({
      kind: 'network',
      status: null,
    });
  });
});
