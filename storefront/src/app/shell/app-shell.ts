// The app shell: markup and critical CSS written into index.html at build time (see
// vite.config.ts), so the header and the page's layout paint before any JavaScript runs.
// React replaces the whole of #root on its first render, so nothing here can shift. The
// skeleton stands still, like the app's own (ProductGridSkeleton).
// This file is read by the Vite config: it imports nothing but the theme.
import { space, theme } from '../../lib/theme.ts';

const { colors } = theme;

export const SHELL_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${theme.font};font-size:${theme.fontSize.base};line-height:1.5;color:${colors.text};background:${colors.surface};-webkit-font-smoothing:antialiased}
.shell{min-height:100vh;display:flex;flex-direction:column}
.shell-bar{position:sticky;top:0;background:${colors.card};border-bottom:1px solid ${colors.border};box-shadow:${theme.shadow}}
.shell-wrap{width:100%;max-width:${theme.maxWidth};margin:0 auto;padding:${space(0, 4)}}
.shell-head{display:flex;align-items:center;gap:${space(2)};min-height:3.75rem}
.shell-logo{font-size:${theme.fontSize[135]};font-weight:800;letter-spacing:-.02em;color:${colors.text};text-decoration:none;white-space:nowrap}
.shell-logo span{color:${colors.accent}}
.shell-box{display:block;background:${colors.border};border-radius:${theme.radius}}
.shell-search{height:2.75rem;margin-bottom:${space(2)};border-radius:${theme.radii.pill}}
.shell-main{flex:1;padding:${space(6, 0)};min-height:calc(100vh - 6.5rem)}
.shell-hero{border-radius:calc(${theme.radius} * 1.5);padding:clamp(${space(8)},6vw,${space(16)}) clamp(${space(5)},5vw,${space(14)});color:${colors.onAccent};background:linear-gradient(120deg,${colors.bannerDeep} 0%,${colors.bannerMid} 45%,${colors.accent} 100%)}
.shell-hero p{margin:${space(0, 0, 2)};text-transform:uppercase;letter-spacing:.12em;font-size:${theme.fontSize[80]};font-weight:700;color:${colors.bannerEyebrow}}
.shell-hero h1{margin:0;max-width:18ch;font-size:clamp(${theme.fontSize[190]},5vw,${theme.fontSize[300]});line-height:1.1}
.shell-title{height:2.25rem;width:12rem;margin-bottom:${space(5)}}
.shell-grid{display:grid;gap:${space(4)};grid-template-columns:repeat(2,minmax(0,1fr))}
.shell-card{aspect-ratio:3/4;background:${colors.card};box-shadow:${theme.shadow}}
.shell-image{aspect-ratio:1/1;background:${colors.card};box-shadow:${theme.shadow}}
.shell-home,.shell-shop,.shell-product{display:none}
[data-shell=home] .shell-home,[data-shell=shop] .shell-shop,[data-shell=product] .shell-product{display:block}
@media (min-width:${theme.breakpoints.sm}){.shell-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:${theme.breakpoints.md}){.shell-head{min-height:4rem}.shell-search{display:none}.shell-grid{grid-template-columns:repeat(4,minmax(0,1fr))}.shell-product .shell-grid{grid-template-columns:1fr 1fr}}
`.trim();

const cards = (count: number) => '<span class="shell-box shell-card"></span>'.repeat(count);

/** The shell's markup, inside #root: header, the route's skeleton. */
export const SHELL_HTML = `
<div class="shell" aria-busy="true">
  <header class="shell-bar"><div class="shell-wrap">
    <div class="shell-head"><a class="shell-logo" href="#/">Duka <span>Kenya</span></a></div>
    <span class="shell-box shell-search"></span>
  </div></header>
  <main class="shell-main"><div class="shell-wrap">
    <section class="shell-home shell-hero"><p>Karibu! Shop Kenya online</p><h1>Everything you need, delivered across Kenya</h1></section>
    <div class="shell-shop"><span class="shell-box shell-title"></span><div class="shell-grid">${cards(4)}</div></div>
    <div class="shell-product"><div class="shell-grid"><span class="shell-box shell-image"></span></div></div>
  </div></main>
</div>`.trim();
