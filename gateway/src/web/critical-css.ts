import postcss, { type ChildNode } from 'postcss';

/** Classes a script sets on the page before it paints (web/index.html's theme script: dark mode). */
const SET_BEFORE_PAINT = ['dark'];

/** One rule of the stylesheet, and what a page needs for it to apply. */
type Part =
  /** A style rule: kept when every class of one of its selectors is on the page. */
  | { kind: 'rule'; text: string; selectors: string[][] }
  /** @media, @supports, @layer with rules inside: kept with the rules kept in it. */
  | { kind: 'block'; open: string; parts: Part[] }
  /** @font-face: kept for the page's font. */
  | { kind: 'font'; family: string; text: string }
  /** Anything else (@property, @keyframes, @layer order, custom properties): always kept. */
  | { kind: 'always'; text: string };

/**
 * The storefront's stylesheet cut to what one page uses, for inlining in that page: the rest comes
 * as the whole stylesheet once the page has painted (web/src/start.ts). The stylesheet is Tailwind's:
 * nearly every rule is one or two classes, so a rule is kept when the classes of one of its selectors
 * all appear in the page's markup (pseudo-classes are not required: keeping a little too much is
 * harmless; missing a rule is not). Custom properties and animations are always kept, and the
 * @font-face rules of the font the theme picks (through a variable, which no matcher could follow).
 * Parsed once; cutting it for a page is a set lookup per rule (about a millisecond), where a DOM
 * matcher (beasties) took 30 to 90 ms per page here.
 */
export class CriticalCss {
  private readonly parts: Part[];

  constructor(readonly stylesheet: string) {
    this.parts = postcss.parse(stylesheet).nodes.map(toPart);
  }

  /** The rules the page's HTML uses, with the faces of the fonts whose family starts with one of `fonts` (all when not given). */
  for(html: string, fonts?: readonly string[]): string {
    const page: Page = { classes: classesIn(html), usesFont: (family) => !fonts || fonts.some((font) => family.startsWith(font)) };
    return this.parts.map((part) => keptText(part, page)).join('');
  }
}

interface Page {
  classes: ReadonlySet<string>;
  usesFont: (family: string) => boolean;
}

function toPart(node: ChildNode): Part {
  if (node.type === 'atrule' && node.name === 'font-face') {
    let family = '';
    node.walkDecls('font-family', (declaration) => void (family = declaration.value.replace(/^["']|["']$/g, '')));
    return { kind: 'font', family, text: node.toString() };
  }
  if (node.type === 'rule') return { kind: 'rule', text: node.toString(), selectors: node.selectors.map(classesOf) };
  if (node.type === 'atrule' && node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
    return { kind: 'block', open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, parts: node.nodes.map(toPart) };
  }
  if (node.type === 'comment') return { kind: 'always', text: '' };
  // A statement (`@layer theme,base;`): its semicolon belongs to the stylesheet around it.
  return { kind: 'always', text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() };
}

function keptText(part: Part, page: Page): string {
  if (part.kind === 'always') return part.text;
  if (part.kind === 'font') return page.usesFont(part.family) ? part.text : '';
  if (part.kind === 'rule') return part.selectors.some((needed) => needed.every((name) => page.classes.has(name))) ? part.text : '';
  const inside = part.parts.map((child) => keptText(child, page)).join('');
  return inside ? `${part.open}${inside}}` : '';
}

/**
 * The classes a selector requires, unescaped (`.sm\:px-6` is sm:px-6): those outside parentheses;
 * a selector with none there (Tailwind writes `:where(.space-y-2>:not(:last-child))`) requires those
 * of its :where/:is groups that are not alternatives (no comma). What is in :not and :has is never required.
 */
function classesOf(selector: string): string[] {
  let outside = '';
  const groups: string[] = [];
  let depth = 0;
  let group = { name: '', start: 0 };
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at]!;
    if (char === '\\') {
      if (depth === 0) outside += selector.slice(at, at + 2);
      at += 1;
    } else if (char === '[' || char === '"' || char === "'") {
      // An attribute test or a string (`[href$=".pdf"]`, `:not([data-x="a(b"])`): no class in it, and its dots and brackets are text.
      at = endOf(selector, at);
      if (depth === 0) outside += ' ';
    } else if (char === '(') {
      if (depth === 0) group = { name: /:([\w-]+)$/.exec(outside)?.[1] ?? '', start: at + 1 };
      depth += 1;
    } else if (char === ')') {
      depth -= 1;
      if (depth === 0 && (group.name === 'where' || group.name === 'is')) groups.push(selector.slice(group.start, at));
    } else if (depth === 0) outside += char;
  }
  const own = [...outside.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map((match) => unescapeCss(match[1]!));
  if (own.length > 0) return own;
  return groups.filter((inner) => postcss.list.comma(inner).length === 1).flatMap(classesOf);
}

/** Where the attribute test or string opening at `start` closes (its quotes and escapes read as such). */
function endOf(selector: string, start: number): number {
  const close = selector[start] === '[' ? ']' : selector[start]!;
  for (let at = start + 1; at < selector.length; at += 1) {
    const char = selector[at]!;
    if (char === '\\') at += 1;
    else if (char === close) return at;
    else if (close === ']' && (char === '"' || char === "'")) at = endOf(selector, at);
  }
  return selector.length;
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_escape, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Every class in the page's class attributes (React writes & and > in them as entities), and those set before paint. */
function classesIn(html: string): Set<string> {
  const classes = new Set(SET_BEFORE_PAINT);
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, code: string) => ENTITIES[code]!).split(/\s+/)) {
      if (name) classes.add(name);
    }
  }
  return classes;
}
