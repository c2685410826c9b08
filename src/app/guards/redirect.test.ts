import fc from 'fast-check';
import { loginPathWithRedirect, safeRedirectTarget } from './redirect';

// The login page's return-to parameter must never lead to another origin, whatever a crafted link
// puts in it.

const APP = 'https://app.yukbirja.example';
const landsOnThisSite = (target: string) => {
  const url = new URL(target, `${APP}/login`);
  return url.origin === APP && target.startsWith('/') && !/^\/[/\\]/.test(target);
};

// Pieces open-redirect tricks are made of.
const fragment = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  '/../',
  ':',
  '@',
  '%2F',
  '%5C',
  '%2e%2e',
  '\t',
  '\n',
  ' ',
  '?',
  '#',
  'evil.example',
  'javascript:alert(1)',
  'http:',
  'https://',
  'data:text/html,x',
  'inquiries',
  '%0d%0a',
);

describe('safeRedirectTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeRedirectTarget('/all-bids/102?sort=price#top')).toBe('/all-bids/102?sort=price#top');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'http:evil.example',
    ' //evil.example',
  ])('never leaves the site for %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });

  it('lands on this site for any string at all', () => {
    fc.assert(fc.property(fc.string(), (raw) => landsOnThisSite(safeRedirectTarget(raw))));
  });

  it('lands on this site for any string made of redirect tricks', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 8 }), (parts) =>
        landsOnThisSite(safeRedirectTarget(parts.join(''))),
      ),
      { numRuns: 2000 },
    );
  });

  it('round-trips through the login link it builds', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const link = new URL(loginPathWithRedirect(path || '/'), APP);
        return landsOnThisSite(safeRedirectTarget(link.searchParams.get('redirect')));
      }),
    );
  });
});

describe('loginPathWithRedirect', () => {
  it('writes the way back into the sign-in link, encoded', () => {
    expect(loginPathWithRedirect('/inquiries?tab=verified#top')).toBe(
      '/login?redirect=%2Finquiries%3Ftab%3Dverified%23top',
    );
  });

  it('keeps a path with a double slash inside it: only a leading one leaves the site', () => {
    expect(safeRedirectTarget('/email/inbox//2')).toBe('/email/inbox//2');
  });
});

it('lands home, not on the path, from a link that hides another host behind a tab', () => {
  expect(safeRedirectTarget('/\t/evil.example/inquiries')).toBe('/');
});
