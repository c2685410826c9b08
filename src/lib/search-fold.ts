// "Baki" finds "Bakı", "istanbul" finds "İstanbul" and "ёлка" finds "елка". Every country and city

const STANDALONE_LETTERS: Record<string, string> = { ı: 'i', ə: 'e', ё: 'е' };

export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\u0438\u0306/g, '\u0439')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ıəё]/g, (letter) => STANDALONE_LETTERS[letter] ?? letter)
    .replace(/\s+/g, ' ');
}

/** True when the typed text is part of any of the names (empty input matches everything). */
export function matchesAnyName(names: readonly (string | null | undefined)[], input: string): boolean {
  const needle = foldForSearch(input.trim());
  return names.some((name) => name != null && foldForSearch(name).includes(needle));
}

/** True when the typed text is exactly one of the names, case and accents aside. */
export function equalsAnyName(names: readonly (string | null | undefined)[], input: string): boolean {
  const needle = foldForSearch(input.trim());
  return needle !== '' && names.some((name) => name != null && foldForSearch(name.trim()) === needle);
}
