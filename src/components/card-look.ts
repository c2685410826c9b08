/** The white card's look, for elements that cannot be a Card (a link, a list item, the sign-in page's card). */
export const CARD_CLASSES = 'rounded-card border border-slate-200 bg-white shadow-card';

export const CARD_TITLE_CLASSES = 'text-base font-semibold text-slate-900';
