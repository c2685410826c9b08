// jsdom's window matches no media query. These stand in a window as wide as a phone or a tablet for
// the app's width queries (src/lib/use-is-phone.ts); vi.unstubAllGlobals() puts the desk back.

/** A window as wide as the given queries say: '(width < 48rem)' a phone, '(width < 64rem)' a tablet. */
function windowMatching(...queries: string[]) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: queries.includes(media),
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

export const onPhone = () => windowMatching('(width < 48rem)', '(width < 64rem)');
export const onTablet = () => windowMatching('(width < 64rem)');
