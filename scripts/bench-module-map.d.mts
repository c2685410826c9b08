// Types of scripts/bench-module-map.mjs, for vite.config.ts.
import type { Plugin } from 'vite';

export function moduleMapPlugin(): Plugin;
