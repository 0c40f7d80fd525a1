import type { Plugin } from 'vite';
import { SHELL_CSS, SHELL_HTML } from './app-shell.ts';
import { BOOT_SETTINGS, bootScript } from './boot.ts';

const BOOT_FILE = 'boot.js';

/**
 * Build only: writes the app shell (critical CSS and markup) into index.html, and the boot
 * script to dist/boot.js, loaded async before the app's bundle.
 */
export function appShell(): Plugin {
  return {
    name: 'duka-app-shell',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: bootScript(BOOT_SETTINGS) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const head = `<style>${SHELL_CSS}</style>\n    <script src="/${BOOT_FILE}" async></script>`;
        return html
          .replace('</title>', `</title>\n    ${head}`)
          .replace('<div id="root"></div>', `<div id="root">${SHELL_HTML}</div>`);
      },
    },
  };
}
