import type { AxiosError } from 'axios';
import type { TFunction } from 'i18next';

export type ApiErrorKind = 'http' | 'network' | 'invalid_response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly serverMessage: string | null;
  readonly fieldErrors: Record<string, string>;
  endpoint: string | null = null;
  unavailableHere = false;

  constructor(options: {
    kind: ApiErrorKind;
    message: string;
    status?: number | null;
    serverMessage?: string | null;
    fieldErrors?: Record<string, string>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.serverMessage = options.serverMessage ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

type ErrorBody = { message: string | null; errors: Record<string, string> };

const REASON_PHRASE =
  /^(bad request|unauthori[sz]ed|forbidden|access denied|not found|conflict|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out)\.?$/i;

function readErrorBody(data: unknown): ErrorBody {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null && !Array.isArray(body.errors)) {
    for (const [field, text] of Object.entries(body.errors))
      if (typeof text === 'string') errors[field] = text;
  }
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return { message: message && !REASON_PHRASE.test(message) ? message : null, errors };
}

const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (!error.response) {
      return new ApiError({ kind: 'network', message: error.message || 'Network error', cause: error });
    }
    const body = readErrorBody(error.response.data);
    const serverMessage = body.message;
    return new ApiError({
      kind: 'http',
      status: error.response.status,
      message: serverMessage ?? `Request failed with status ${error.response.status}`,
      serverMessage,
      fieldErrors: body.errors,
      cause: error,
    });
  }
  if (error instanceof Error) return new ApiError({ kind: 'network', message: error.message, cause: error });
  return new ApiError({ kind: 'network', message: String(error) });
}

/** The app's own sentence for what went wrong, in the user's language. */
export function describeFailure(error: unknown, t: TFunction): string {
  const apiError = toApiError(error);
  if (apiError.kind === 'network') return t('errors:network');
  if (apiError.kind === 'invalid_response') return t('errors:invalidResponse');
  if (apiError.status === 401 || apiError.status === 403) return t('errors:forbidden');
  if (apiError.status === 404) return t('errors:notFound');
  if (apiError.status !== null && apiError.status >= 500) return t('errors:server');
  return t('errors:unknown');
}

const speaksToUser = (error: ApiError) =>
  error.serverMessage !== null && error.status !== null && error.status < 500 && error.status !== 404;

/** A sentence for the user, in their language: the server's refusal where it wrote one for them. */
export function describeError(error: unknown, t: TFunction): string {
  const apiError = toApiError(error);
  return speaksToUser(apiError) && apiError.serverMessage
    ? apiError.serverMessage
    : describeFailure(error, t);
}

/** What the server itself said, for a detail line under the app's sentence; null when it said nothing. */
export const serverWords = (error: unknown): string | null => toApiError(error).serverMessage;
