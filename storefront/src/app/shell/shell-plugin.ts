import type { Plugin } from 'vite';
import { SHELL_CSS, SHELL_HTML } from './app-shell.ts';
import { BOOT_SETTINGS, bootScript, shellRouteScript } from './boot.ts';
import { pageChunks } from './page-chunks.ts';

/**
 * Build only: writes the app shell into index.html: its route script, critical CSS, markup
 * and the boot script, inline so the first page's chunks, API calls and images are asked for
 * while the page is parsed, not one download later (the server's CSP allows both by hash).
 */
export function appShell(): Plugin {
  return {
    name: 'duka-app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) throw new Error('The app shell is written at build time only');
        const boot = bootScript({ ...BOOT_SETTINGS, pageChunks: pageChunks(bundle) });
        const head = [
          `<script>${shellRouteScript()}</script>`,
          `<style>${SHELL_CSS}</style>`,
          `<script>${boot}</script>`,
        ].join('\n    ');
        return html
          .replace('</title>', `</title>\n    ${head}`)
          .replace('<div id="root"></div>', `<div id="root">${SHELL_HTML}</div>`);
      },
    },
  };
}
