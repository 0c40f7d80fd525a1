import type { Plugin, Rollup } from 'vite';
import { COMPRESSED_COPIES } from './compressed-copies.ts';

/**
 * V8's explicit compile hint (Chromium 136+; to other engines a plain comment): compile every
 * function of the file at once, on a background thread while the file downloads, instead of
 * each one on the main thread the first time it is called. It must be the file's first line:
 * below Vite's preload map (line 2) it left the main thread's compilation as it was in our traces.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type ChunkModules = { name: string; moduleIds: string[] };

/**
 * Whether a chunk gets the hint: the code that runs once it is loaded (the storefront's own
 * modules: the app and each page) and the libraries every page starts with; not the other
 * libraries, of which pages use a part (forms, carousel…).
 */
export const wantsCompileHint = (chunk: ChunkModules, everyPageLibraries: readonly string[]) =>
  everyPageLibraries.includes(chunk.name) || chunk.moduleIds.every((id) => !/[\\/]node_modules[\\/]/.test(id));

/** Moves a chunk's source map one line down, under the added first line. */
function shiftMap(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk) {
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const asset = bundle[`${chunk.fileName}.map`];
  if (asset?.type !== 'asset') return;
  const map = JSON.parse(String(asset.source)) as { mappings: string };
  asset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Build only: writes the hint as the first line of the chunks {@link wantsCompileHint} picks.
 * It runs last because Vite puts its preload map at the top of a chunk in this same hook; the
 * brotli and gzip copies, written by then, are made again from the final code.
 */
export function compileHints(everyPageLibraries: readonly string[]): Plugin {
  return {
    name: 'duka-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk, everyPageLibraries)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          shiftMap(bundle, chunk);
          for (const [extension, compress] of Object.entries(COMPRESSED_COPIES)) {
            const copy = bundle[`${chunk.fileName}${extension}`];
            if (copy?.type === 'asset') copy.source = compress(chunk.code);
          }
        }
      },
    },
  };
}
