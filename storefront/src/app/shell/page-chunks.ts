import type { Rollup } from 'vite';
import type { ShellName } from './boot.ts';

/** The code-split page each skeleton stands for (a module the router imports lazily). */
export const SHELL_PAGES: Partial<Record<ShellName, string>> = {
  shop: 'src/features/shop/components/ShopPage.tsx',
  product: 'src/features/products/components/ProductPage.tsx',
};

/**
 * For each skeleton, the URLs of its page's chunk, the chunks that one imports and their CSS,
 * less what index.html already loads (the entry and its imports).
 */
export function pageChunks(bundle: Rollup.OutputBundle, pages = SHELL_PAGES): Partial<Record<ShellName, string[]>> {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) withImports(imported, seen);
    }
    return seen;
  };
  const preloaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry, preloaded);

  const found: Partial<Record<ShellName, string[]>> = {};
  for (const [shell, modulePath] of Object.entries(pages) as [ShellName, string][]) {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${modulePath}`));
    if (!page) throw new Error(`The build has no chunk for ${modulePath}: update SHELL_PAGES`);
    const files = [...withImports(page)].filter((file) => !preloaded.has(file));
    const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    found[shell] = [...files, ...styles].map((file) => `/${file}`);
  }
  return found;
}
