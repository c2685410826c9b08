import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;
const BARREL_LINE = /export \{ ([^}]+) \} from '\.\/icons\/([\w-]+\.mjs)';/g;

/**
 * `import { Home } from 'lucide-react'` becomes an import of Home's own file. Through the package's
 * index every icon is a static import of whoever imports one, so a chunk group read from the module
 * graph (the signed-in shell) took the icons of every screen.
 */
export function directIconImports(): Plugin {
  let iconsDir = '';
  let fileOf = new Map<string, string>();
  const specifier = (name: string) => {
    const [imported, local = imported] = name.split(/\s+as\s+/).map((part) => part.trim());
    const file = imported ? fileOf.get(imported) : undefined;
    return file && local ? `import ${local} from '${join(iconsDir, file)}';` : null;
  };
  return {
    name: 'direct-icon-imports',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      iconsDir = join(config.root, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons');
      const barrel = readFileSync(join(iconsDir, '..', 'lucide-react.mjs'), 'utf8');
      fileOf = new Map(
        [...barrel.matchAll(BARREL_LINE)].flatMap(([, names = '', file = '']) =>
          names.split(',').map((name) => [name.replace('default as', '').trim(), file] as const),
        ),
      );
    },
    transform(code, id) {
      if (!/\/src\/.+\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      return code.replace(NAMED_IMPORT, (whole, names: string) => {
        const all = names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
        const types = all.filter((name) => name.startsWith('type '));
        const icons = all.filter((name) => !name.startsWith('type ')).map(specifier);
        if (icons.some((icon) => icon === null)) return whole;
        // `import { type X }` keeps a bare import of the package (verbatimModuleSyntax): all its icons.
        const typeNames = types.map((name) => name.replace(/^type\s+/, ''));
        const typeImport = types.length ? `import type { ${typeNames.join(', ')} } from 'lucide-react';` : '';
        return [...icons, typeImport].join(' ');
      });
    },
  };
}
