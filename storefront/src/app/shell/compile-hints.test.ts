import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const chunk = (name: string, moduleIds: string[], code: string) =>
  ({ type: 'chunk', name, fileName: `assets/${name}-h4sh.js`, moduleIds, code }) as unknown as Rollup.OutputChunk;

const asset = (fileName: string, source: string | Buffer) =>
  ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

/** A built chunk with its source map and compressed copies, as the bundle holds them. */
function withCopies(built: Rollup.OutputChunk): Rollup.OutputBundle {
  return {
    [built.fileName]: built,
    [`${built.fileName}.map`]: asset(`${built.fileName}.map`, JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' })),
    [`${built.fileName}.br`]: asset(`${built.fileName}.br`, brotliCompressSync(built.code)),
    [`${built.fileName}.gz`]: asset(`${built.fileName}.gz`, gzipSync(built.code)),
  };
}

function build(bundle: Rollup.OutputBundle) {
  const hook = compileHints(['react']).generateBundle as { handler: (...args: unknown[]) => void };
  hook.handler.call({}, {}, bundle, false);
  return bundle;
}

const text = (bundle: Rollup.OutputBundle, fileName: string) => {
  const item = bundle[fileName]!;
  return item.type === 'chunk' ? item.code : String(item.source);
};

const unpacked = (bundle: Rollup.OutputBundle, fileName: string) => {
  const { source } = bundle[fileName] as Rollup.OutputAsset;
  const bytes = Buffer.from(source);
  return (fileName.endsWith('.br') ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
};

describe('compileHints', () => {
  it('puts the hint on the first line of the app’s own chunks, above what Vite added there, with matching copies', () => {
    const code = 'const __vite__mapDeps=(i)=>i;\nexport const a=1;\n//# sourceMappingURL=app-h4sh.js.map';
    const bundle = build(withCopies(chunk('app', ['/repo/storefront/src/main.tsx', '\0vite/preload-helper.js'], code)));
    const file = 'assets/app-h4sh.js';

    expect(text(bundle, file)).toBe(`${COMPILE_HINT}\n${code}`);
    expect(unpacked(bundle, `${file}.br`)).toBe(text(bundle, file));
    expect(unpacked(bundle, `${file}.gz`)).toBe(text(bundle, file));
    // The source map skips the new line, so the minified code still maps to where it came from.
    expect(JSON.parse(text(bundle, `${file}.map`)).mappings).toBe(';AAAA,CAAC');
  });

  it('hints the libraries every page starts with', () => {
    const bundle = build(withCopies(chunk('react', ['/repo/node_modules/react-dom/index.js'], 'export const r=1;')));
    expect(text(bundle, 'assets/react-h4sh.js').split('\n')[0]).toBe(COMPILE_HINT);
  });

  it('leaves a page’s own library chunk (of which it uses a part) as it was', () => {
    const code = 'export const z=1;';
    const bundle = build(withCopies(chunk('validation', ['/repo/node_modules/zod/index.js', '/repo/storefront/src/lib/x.ts'], code)));
    const before = withCopies(chunk('validation', [], code));

    expect(text(bundle, 'assets/validation-h4sh.js')).toBe(code);
    expect(text(bundle, 'assets/validation-h4sh.js.map')).toBe(text(before, 'assets/validation-h4sh.js.map'));
    expect(unpacked(bundle, 'assets/validation-h4sh.js.gz')).toBe(code);
  });
});
