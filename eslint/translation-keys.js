// ESLint rule: every translation key the code asks for exists in every language (locales/<lang>/<ns>.json).
// It reads the keys passed to t(), i18n.t() and <Trans i18nKey>, in the namespace the code uses:
// 'ns:key', else the first namespace of the useTranslation() that made this t (read from t's type,
// TFunction<Ns, KPrefix>, with its keyPrefix), else 'common' (i18next's defaultNS here). A key built
// at run time is checked for each value its type allows: `status:${s}` with s an enum union checks
// every member; a key whose type is plain string cannot be checked and is reported (unless the call
// gives a defaultValue), so run-time keys come from typed lists. The route table's `words` (a namespace asked for with a screen) must be a file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';

const DEFAULT_NAMESPACE = 'common';
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** How many keys one run-time key may stand for before it counts as unchecked (a union of numbers…). */
const MAX_EXPANSION = 200;

const cache = new Map();

/** Per language, the set of 'ns:path' keys with a value; and the namespaces (file names). */
function readLocales(dir) {
  const cached = cache.get(dir);
  if (cached) return cached;
  const languages = new Map();
  const namespaces = new Set();
  for (const language of readdirSync(dir).filter((entry) => statSync(join(dir, entry)).isDirectory())) {
    const keys = new Set();
    for (const file of readdirSync(join(dir, language)).filter((name) => name.endsWith('.json'))) {
      const namespace = basename(file, '.json');
      namespaces.add(namespace);
      const walk = (value, path) => {
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          // An object is a key too: t(key, { returnObjects: true }) reads it whole.
          if (path) keys.add(`${namespace}:${path}`);
          for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
        } else keys.add(`${namespace}:${path}`);
      };
      walk(JSON.parse(readFileSync(join(dir, language, file), 'utf8')), '');
    }
    languages.set(language, keys);
  }
  const locales = { languages, namespaces };
  cache.set(dir, locales);
  return locales;
}

/** The string values a type allows, or null when it allows any string (or too many). */
function literalValues(type) {
  const parts = type.isUnion() ? type.types : [type];
  const values = [];
  for (const part of parts) {
    if (part.isStringLiteral() || part.isNumberLiteral()) values.push(String(part.value));
    else if (part.flags & ts.TypeFlags.BooleanLiteral) values.push(part.intrinsicName);
    else if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never)) continue;
    else return null;
  }
  return values.length > 0 && values.length <= MAX_EXPANSION ? values : null;
}

/** The literal keys an argument can be: a string, a template over typed unions, or a typed expression. */
function keysOf(node, typeOf) {
  if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
  if (node.type === 'TemplateLiteral') {
    let keys = [node.quasis[0].value.cooked];
    for (const [index, expression] of node.expressions.entries()) {
      const values = keysOf(expression, typeOf);
      if (!values) return null;
      const tail = node.quasis[index + 1].value.cooked;
      keys = keys.flatMap((head) => values.map((value) => `${head}${value}${tail}`));
      if (keys.length > MAX_EXPANSION) return null;
    }
    return keys;
  }
  if (
    node.type === 'CallExpression' &&
    node.arguments.length === 0 &&
    node.callee.type === 'MemberExpression' &&
    node.callee.property.name === 'toLowerCase'
  ) {
    return keysOf(node.callee.object, typeOf)?.map((key) => key.toLowerCase()) ?? null;
  }
  if (node.type === 'ConditionalExpression') {
    const whenTrue = keysOf(node.consequent, typeOf);
    const whenFalse = keysOf(node.alternate, typeOf);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  return literalValues(typeOf(node));
}

/** The namespaces and key prefix a t function was made with, from its type TFunction<Ns, KPrefix>. */
function boundNamespace(type, checker) {
  const reference = type.aliasTypeArguments ?? (type.target ? checker.getTypeArguments(type) : undefined);
  const [ns, prefix] = reference ?? [];
  const first = ns && checker.isTupleType(ns) ? checker.getTypeArguments(ns)[0] : ns;
  const namespace = first?.isStringLiteral() ? first.value : DEFAULT_NAMESPACE;
  return {
    // The types' default namespace is i18next's 'translation'; this app's defaultNS is 'common'.
    namespace: namespace === 'translation' ? DEFAULT_NAMESPACE : namespace,
    prefix: prefix?.isStringLiteral() ? `${prefix.value}.` : '',
  };
}

function isTFunction(type) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  return symbol?.getName() === 'TFunction';
}

/** Whether a language has the key, as itself or as plural forms (key_one, key_other…). */
function has(keys, key) {
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}_${suffix}`));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Every translation key the code uses exists in every language' },
    schema: [
      {
        type: 'object',
        properties: {
          locales: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      missing: "Translation key '{{key}}' is missing in {{languages}}.",
      unchecked:
        'A translation key built from a plain string cannot be checked: build it from a typed list (a union of the keys).',
      namespace: "'{{namespace}}' is no translation namespace (no locales/<lang>/{{namespace}}.json).",
    },
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
    const dir = context.options[0]?.locales ?? join(context.cwd, 'locales');
    const { languages, namespaces } = readLocales(dir);

    const check = (keyNode, bound, fallback = false) => {
      const keys = keysOf(keyNode, typeOf);
      if (!keys) {
        // A call that names what shows without a key (defaultValue: an unknown code shown raw) may
        // ask for keys no list holds.
        if (!fallback) context.report({ node: keyNode, messageId: 'unchecked' });
        return;
      }
      for (const key of new Set(keys)) {
        const colon = key.indexOf(':');
        const qualified =
          colon > 0 && namespaces.has(key.slice(0, colon)) ? key : `${bound.namespace}:${bound.prefix}${key}`;
        const lacking = [...languages].filter(([, known]) => !has(known, qualified)).map(([lang]) => lang);
        if (lacking.length > 0) {
          context.report({
            node: keyNode,
            messageId: 'missing',
            data: { key: qualified, languages: lacking.join(', ') },
          });
        }
      }
    };

    const checkNamespace = (node) => {
      for (const namespace of keysOf(node, typeOf) ?? []) {
        if (!namespaces.has(namespace)) context.report({ node, messageId: 'namespace', data: { namespace } });
      }
    };

    return {
      CallExpression(node) {
        const [first, second] = node.arguments;
        if (!first || first.type === 'SpreadElement') return;
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression'
              ? callee.property.name
              : null;
        if (name === 't') {
          const type = typeOf(callee);
          const fallback =
            second?.type === 'ObjectExpression' &&
            second.properties.some((p) => p.type === 'Property' && p.key.name === 'defaultValue');
          if (isTFunction(type)) check(first, boundNamespace(type, checker), fallback);
        } else if (name === 'useTranslation' || name === 'preloadWords') {
          checkNamespace(first);
        } else if (name === 'guarded' && second) {
          checkNamespace(second);
        }
      },
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'Trans') return;
        const attribute = (attr) =>
          node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === attr)?.value;
        const key = attribute('i18nKey');
        if (!key) return;
        const keyNode = key.type === 'JSXExpressionContainer' ? key.expression : key;
        const ns = attribute('ns');
        const namespace =
          ns?.type === 'Literal' && typeof ns.value === 'string' ? ns.value : DEFAULT_NAMESPACE;
        const tAttribute = attribute('t');
        const bound =
          tAttribute?.type === 'JSXExpressionContainer'
            ? boundNamespace(typeOf(tAttribute.expression), checker)
            : { namespace, prefix: '' };
        check(keyNode, ns ? { namespace, prefix: '' } : bound);
      },
    };
  },
};
