import { describe, expect, it } from 'vitest';
import { CriticalCss } from './critical-css.js';

// A stylesheet as Tailwind builds it, in small: layers, escaped class names, media queries, dark
// mode, :where groups, fonts and custom properties.
const STYLESHEET = [
  '@layer theme,base,utilities;',
  '@layer base{*,:before,:after{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.w-1\\/2{width:50%}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '.dark\\:bg-black:where(.dark,.dark *){background:#000}',
  '.group:hover .group-hover\\:block{display:block}',
  '@media (min-width:40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}.sm\\:hidden{display:none}}',
  '@media (min-width:64rem){.lg\\:grid-cols-4{grid-template-columns:repeat(4,1fr)}}',
  '}',
  ':root{--accent:#8a3b22}',
  '.dark{--accent:#e08a6a}',
  '@font-face{font-family:Lora Variable;src:url(/assets/lora.woff2)}',
  '@font-face{font-family:"Lora Fallback";src:local(Georgia)}',
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@keyframes pulse{50%{opacity:.5}}',
].join('');

const rules = new CriticalCss(STYLESHEET);

describe('the stylesheet cut to what a page uses', () => {
  it('keeps the rules of the classes in the page, inside their layers and media queries, and drops the rest', () => {
    const css = rules.for('<div class="flex sm:grid-cols-2 hover:underline"><p class="w-1/2">x</p></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hover\\:underline:hover{');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,1fr)}}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('sm\\:hidden');
    // A media query left with no rule of the page is left out whole.
    expect(css).not.toContain('64rem');
    expect(css).toMatch(/^@layer theme,base,utilities;@layer base\{/);
  });

  it('reads class names as React writes them (& and > as entities), and keeps element rules and what is set before paint', () => {
    const css = rules.for('<ul class="[&amp;&gt;svg]:size-4 space-y-4 dark:bg-black"><li>x</li></ul>');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
    // Tailwind puts a spacing utility wholly inside :where(): its class still decides.
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).not.toContain('space-y-2');
    // The theme script marks the page dark before it paints: dark mode's rules are always there.
    expect(css).toContain('.dark\\:bg-black:where(.dark,.dark *){background:#000}');
    expect(css).toContain('.dark{--accent:#e08a6a}');
    expect(css).toContain('h1{font-size:inherit}');
    expect(css).toContain(':root{--accent:#8a3b22}');
  });

  it('keeps a rule of two classes only when both are in the page', () => {
    expect(rules.for('<div class="group-hover:block">x</div>')).not.toContain('group-hover');
    expect(rules.for('<a class="group"><span class="group-hover:block">x</span></a>')).toContain('.group:hover .group-hover\\:block{display:block}');
  });

  it('keeps the faces of the theme’s font (and its metric fallback) only, custom properties and animations always', () => {
    const css = rules.for('<p class="flex">x</p>', ['Lora']);
    expect(css).toContain('font-family:Lora Variable');
    expect(css).toContain('font-family:"Lora Fallback"');
    expect(css).not.toContain('Inter');
    expect(css).toContain('@property --tw-rotate');
    expect(css).toContain('@keyframes pulse');
    expect(rules.for('<p>x</p>')).toContain('Inter Variable');
  });

  it('reads no class into an attribute test or a string', () => {
    const sheet = new CriticalCss(
      ['a[href$=".pdf"] .flex{color:red}', '.grid:not([data-state="a(b.c"]){gap:0}', '[data-v="1.5"]{opacity:1}', ".x[title='].y']{margin:0}"].join(''),
    );
    const css = sheet.for('<a class="flex grid">x</a>');
    expect(css).toContain('a[href$=".pdf"] .flex{color:red}');
    expect(css).toContain('.grid:not([data-state="a(b.c"]){gap:0}');
    // A rule that asks for no class is always kept; one whose class is not in the page is not.
    expect(css).toContain('[data-v="1.5"]{opacity:1}');
    expect(css).not.toContain('.x[');
    expect(sheet.for('<a class="x">x</a>')).toContain(".x[title='].y']{margin:0}");
  });

  it('gives the whole stylesheet as it was read', () => {
    expect(rules.stylesheet).toBe(STYLESHEET);
  });
});
