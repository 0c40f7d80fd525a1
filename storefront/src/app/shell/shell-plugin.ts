import type { Plugin } from 'vite';
import { SHELL_CSS, SHELL_HTML } from './app-shell.ts';
import { BOOT_SETTINGS, bootScript, shellRouteScript } from './boot.ts';
import { pageChunks } from './page-chunks.ts';

const BOOT_FILE = 'boot.js';

/**
 * Build only: writes the app shell (its route script, critical CSS and markup) into
 * index.html, and the boot script to dist/boot.js, loaded async before the app's bundle.
 */
export function appShell(): Plugin {
  return {
    name: 'duka-app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const settings = { ...BOOT_SETTINGS, pageChunks: pageChunks(bundle) };
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(settings) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const head = [
          `<script>${shellRouteScript()}</script>`,
          `<style>${SHELL_CSS}</style>`,
          `<script src="/${BOOT_FILE}" async></script>`,
        ].join('\n    ');
        return html
          .replace('</title>', `</title>\n    ${head}`)
          .replace('<div id="root"></div>', `<div id="root">${SHELL_HTML}</div>`);
      },
    },
  };
}
