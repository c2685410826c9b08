import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { codeLabel, orMissing } from './display';

describe('display of loose answers', () => {
  const t = i18n.getFixedT('en');
  beforeAll(() => i18n.loadNamespaces(['enums', 'ui']));

  it('shows a value as it is and what is missing as —', () => {
    expect(orMissing(t, 'Baku')).toBe('Baku');
    expect(orMissing(t, 0)).toBe(0);
    expect(orMissing(t, '')).toBe('—');
    expect(orMissing(t, null)).toBe('—');
    expect(orMissing(t, undefined)).toBe('—');
  });

  it('translates a known code, keeps an unknown one and marks a missing one', () => {
    const modes = ['ROAD', 'SEA'] as const;
    expect(codeLabel(t, 'enums:mot', modes, 'SEA')).toBe('Sea');
    expect(codeLabel(t, 'enums:mot', modes, 'DRONE')).toBe('DRONE');
    expect(codeLabel(t, 'enums:mot', modes, undefined)).toBe('—');
    expect(codeLabel(t, 'enums:mot', modes, null, 'not given')).toBe('not given');
  });
});
