import { useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { cn } from '../cn';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const HEADING_CLASSES: Record<Level, string> = {
  1: 'text-3xl font-semibold',
  2: 'mt-10 text-2xl font-semibold first:mt-0',
  3: 'mt-8 text-xl font-semibold first:mt-0',
  4: 'mt-6 text-lg font-semibold first:mt-0',
  5: 'mt-6 text-base font-semibold first:mt-0',
  6: 'mt-6 text-sm font-semibold uppercase tracking-wider first:mt-0',
};

/** The smallest heading level the text uses (1 for '#'), so its top headings can sit under the page's own h1. */
function topHeadingLevel(markdown: string): number {
  let top = 6;
  for (const match of markdown.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)) top = Math.min(top, match[1]!.length);
  return top;
}

/** A link of the text: a path of the shop stays in the app (on the storefront); anything else opens in a new tab. */
function MarkdownLink({ href, inApp, children }: { href?: string; inApp: boolean; children?: ReactNode }) {
  const classes = 'font-medium text-foreground underline decoration-accent underline-offset-4 hover:decoration-2';
  if (inApp && href?.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function componentsFor(shift: number, inApp: boolean): Components {
  const heading = (level: Level) =>
    function Heading({ children }: ComponentPropsWithoutRef<'h1'>) {
      const shown = Math.min(6, Math.max(2, level + shift)) as Level;
      const Tag = `h${shown}` as const;
      return <Tag className={HEADING_CLASSES[shown]}>{children}</Tag>;
    };
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    p: ({ children }) => <p className="leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="list-disc space-y-1.5 pl-6 marker:text-accent">{children}</ul>,
    ol: ({ children }) => <ol className="list-decimal space-y-1.5 pl-6">{children}</ol>,
    blockquote: ({ children }) => <blockquote className="border-l-4 border-accent pl-4 italic text-muted-foreground">{children}</blockquote>,
    hr: () => <hr className="border-border" />,
    a: ({ href, children }) => (
      <MarkdownLink href={href} inApp={inApp}>
        {children}
      </MarkdownLink>
    ),
    img: ({ src, alt }) =>
      typeof src === 'string' ? <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" className="h-auto max-w-full rounded-md" /> : null,
    code: ({ children }) => <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>,
    pre: ({ children }) => <pre className="overflow-x-auto rounded-md bg-muted p-4 text-sm">{children}</pre>,
  };
}

/**
 * Text the artist wrote in Markdown (the Bio and CV pages), rendered by react-markdown: CommonMark
 * only, any HTML in it left out (`skipHtml`) and unsafe link addresses (javascript:…) dropped by its
 * default URL rule, so what is written can never run as script. Its top headings become h2, under the
 * page's own h1, so the page's outline has no gap.
 */
export function Markdown({
  children,
  className,
  preview = false,
  ...props
}: {
  children: string;
  className?: string;
  /** A preview outside the storefront (the admin's editors): every link opens the live site in a new tab. */
  preview?: boolean;
} & Omit<ComponentPropsWithoutRef<'div'>, 'children'>) {
  const shift = 2 - topHeadingLevel(children);
  const components = useMemo(() => componentsFor(shift, !preview), [shift, preview]);
  return (
    <div className={cn('space-y-4 text-base', className)} {...props}>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
