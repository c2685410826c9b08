// A build plugin that writes `.vite/modules.json` beside Vite's manifest: each source module of the
// build (its path from the project's root) and the script file it ended up in. The manifest names a
// module only when it starts a chunk of its own; grouped chunks (translations, or any group the
// build's layout makes) hide their modules. With this map the byte check (scripts/bundle-budget.mjs)
// finds a route's code by its source path, whatever the chunk layout.
import { relative } from 'node:path';

export function moduleMapPlugin() {
  let root = process.cwd();
  return {
    name: 'bench-module-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const modules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds ?? Object.keys(output.modules ?? {})) {
          const path = id.split('?')[0];
          if (path.startsWith('\0') || !path.startsWith(root)) continue;
          modules[relative(root, path).replace(/\\/g, '/')] = output.fileName;
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(modules, null, 1),
      });
    },
  };
}
