/** The white card's look, for elements that cannot be a Card (a link, a list item, the sign-in page's card). */
export const CARD_CLASSES = 'rounded-card border border-slate-200 bg-white shadow-card';

/** A card title's look (the heading element is the caller's: its level and id). */
export const CARD_TITLE_CLASSES = 'text-base font-semibold text-slate-900';
