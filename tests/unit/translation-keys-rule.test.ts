import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import translationKeys from '../../eslint/translation-keys.js';

// The lint rule that every translation key the code uses exists in az, en and ru, run over small
// components written to a scratch folder with their own locales and tsconfig (inside node_modules,
// so react-i18next's types resolve and no other check sees them).

const dir = join(process.cwd(), 'node_modules', '.cache', `translation-keys-${process.pid}`);

const LOCALES = {
  az: {
    things: {
      title: 'Başlıq',
      onlyAz: 'Yalnız az',
      status: { open: 'Açıq', closed: 'Bağlı' },
      bids_other: 'təklif',
    },
    common: { save: 'Saxla' },
  },
  en: {
    things: { title: 'Title', status: { open: 'Open' }, bids_one: 'bid', bids_other: 'bids' },
    common: { save: 'Save' },
  },
  ru: {
    things: { title: 'Заголовок', onlyAz: 'Только', status: { open: 'Открыт' }, bids_other: 'предложений' },
    common: { save: 'Сохранить' },
  },
};

const component = (body: string, types = '') => `import { useTranslation } from 'react-i18next';
${types}
export function Sample(props: { status: Status; text: string }) {
  const { t } = useTranslation('things');
  return <p>{${body}}</p>;
}
`;
const STATUS = "type Status = 'open' | 'closed';";
const LISTED = "const STATUSES = ['open'] as const;\ntype Status = (typeof STATUSES)[number];";

/**
 * The components linted, written before the first lint: the type service reads the folder's files
 * once, so a file written later would be linted without types.
 */
const FIXTURES: Record<string, string> = {
  present: component("t('title') + t('bids', { count: 2 }) + t('common:save')", STATUS),
  missing: component("t('onlyAz')", STATUS),
  stray: component("t('title?.name')", STATUS),
  dynamic: component('t(`status.${props.status}`)', STATUS),
  listed: component('t(`status.${props.status}`)', LISTED),
  untyped: component('t(`status.${props.text}`)', STATUS),
  fallback: component('t(`status.${props.text}`, { defaultValue: props.text })', STATUS),
  lowered: component('t(`status.${props.status.toLowerCase()}`)', "type Status = 'OPEN' | 'CLOSED';"),
  defaults: `import { useTranslation } from 'react-i18next';
export function Sample() {
  const { t } = useTranslation();
  return <p>{t('save')}{t('title')}{t('things:title')}</p>;
}
`,
};

beforeAll(() => {
  for (const [language, files] of Object.entries(LOCALES)) {
    mkdirSync(join(dir, 'locales', language), { recursive: true });
    for (const [namespace, words] of Object.entries(files)) {
      writeFileSync(join(dir, 'locales', language, `${namespace}.json`), JSON.stringify(words));
    }
  }
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        jsx: 'react-jsx',
        module: 'ESNext',
        moduleResolution: 'bundler',
        types: [],
      },
      include: ['*.tsx'],
    }),
  );
  for (const [name, code] of Object.entries(FIXTURES)) writeFileSync(join(dir, `${name}.tsx`), code);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rule's messages for one component file, as `line: message`. */
async function lint(name: string): Promise<string[]> {
  const file = join(dir, `${name}.tsx`);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.tsx'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { projectService: true, tsconfigRootDir: dir },
        },
        plugins: { local: { rules: { 'translation-keys': translationKeys } } },
        rules: { 'local/translation-keys': ['error', { locales: join(dir, 'locales') }] },
      },
    ],
  });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => `${message.line}: ${message.message}`);
}

it('passes a key every language has, a plural key and a key of another namespace', async () => {
  expect(await lint('present')).toEqual([]);
});

it('fails a key one language lacks, naming the key, the language and the line', async () => {
  expect(await lint('missing')).toEqual(["5: Translation key 'things:onlyAz' is missing in en."]);
});

it('fails the organisation card as it was: a key with a stray ?.', async () => {
  expect(await lint('stray')).toEqual(["5: Translation key 'things:title?.name' is missing in az, en, ru."]);
});

it('checks a key built from a typed list for each member of the list', async () => {
  expect(await lint('dynamic')).toEqual(["5: Translation key 'things:status.closed' is missing in en, ru."]);
  expect(await lint('listed')).toEqual([]);
});

it('reports a key built from a plain string, which no check can read', async () => {
  const [message] = await lint('untyped');
  expect(message).toMatch(/^5: A translation key built from a plain string cannot be checked/);
});

it('lets a key from a plain string pass when the call says what shows without it (defaultValue)', async () => {
  expect(await lint('fallback')).toEqual([]);
});

it('checks a typed list written in capitals and lowered for the key', async () => {
  expect(await lint('lowered')).toEqual(["5: Translation key 'things:status.closed' is missing in en, ru."]);
});

it('reads the namespace from useTranslation() (the default, common) and from a qualified key', async () => {
  expect(await lint('defaults')).toEqual(["4: Translation key 'common:title' is missing in az, en, ru."]);
});
