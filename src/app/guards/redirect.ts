import { paths } from '@/config/paths';

// The login page's return-to parameter. Only a path on this site is accepted, so a crafted link
// can never send a user to another origin after signing in.

export const REDIRECT_PARAM = 'redirect';

export function loginPathWithRedirect(target: string) {
  return `${paths.auth.login}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/')) return paths.home;
  // Another host written as '//host' or '/\host'. The resolved URL is checked again below, but only
  // this line turns away the one host that check cannot tell from ours: its own base ('//same.origin').
  if (raw.startsWith('//') || raw.startsWith('/\\')) return paths.home;
  try {
    const url = new URL(raw, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return paths.home;
    // '/..//evil.example' resolves to the path '//evil.example', which a browser reads as another
    // host: a path that starts with two slashes (or a backslash) is never followed.
    if (/^\/[/\\]/.test(url.pathname)) return paths.home;
    return `${url.pathname}${url.search}${url.hash}`;
    // Stryker disable next-line BlockStatement: a path that starts with '/' always resolves against a base
  } catch {
    return paths.home;
  }
}
