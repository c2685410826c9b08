import { paths } from '@/config/paths';

export const REDIRECT_PARAM = 'redirect';

export function loginPathWithRedirect(target: string) {
  return `${paths.auth.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/')) return paths.home;
  if (raw.startsWith('//') || raw.startsWith('/\\')) return paths.home;
  try {
    const url = new URL(raw, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return paths.home;
    if (/^\/[/\\]/.test(url.pathname)) return paths.home;
    return `${url.pathname}${url.search}${url.hash}`;
    // Stryker disable next-line BlockStatement: a path that starts with '/' always resolves against a base
  } catch {
    return paths.home;
  }
}
