// eslint-plugin-import resolver for this project's '@/…' and '@tests/…' aliases. The usual TypeScript resolver
// pulls in native bindings that break `npm ci` here, and the alias is all we need to resolve.
const fs = require('node:fs');
const path = require('node:path');
const { isBuiltin } = require('node:module');

const root = path.resolve(__dirname, '..');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

function resolveFile(base) {
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of extensions) if (fs.existsSync(base + ext)) return base + ext;
  for (const ext of extensions) {
    const index = path.join(base, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  if (source.startsWith('@/')) {
    const found = resolveFile(path.join(root, 'src', source.slice(2)));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('@tests/')) {
    const found = resolveFile(path.join(root, 'tests', source.slice(7)));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.')) {
    const found = resolveFile(path.resolve(path.dirname(file), source));
    return found ? { found: true, path: found } : { found: false };
  }
  if (isBuiltin(source)) return { found: true, path: null };
  // Packages: resolved, but outside the project, so the layer rules never apply to them.
  try {
    const resolved = require.resolve(source, { paths: [path.dirname(file)] });
    return { found: true, path: path.isAbsolute(resolved) ? resolved : null };
  } catch {
    return { found: true, path: null };
  }
};
