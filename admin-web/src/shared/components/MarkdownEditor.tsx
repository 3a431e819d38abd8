import { Eye, Pencil } from 'lucide-react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Markdown, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from '@artshop/ui';

const TIPS: ReadonlyArray<[string, string]> = [
  ['## Exhibitions', 'a heading'],
  ['**bold** and *italic*', 'emphasis'],
  ['- 2024 Solo show, Portland', 'a list item (one per line)'],
  ['1. First', 'a numbered list'],
  ['[Contact me](/contact)', 'a link (a page of the shop or https://…)'],
  ['> A quotation', 'a quotation'],
  ['(an empty line)', 'a new paragraph'],
];

/**
 * A Markdown text with Edit and Preview (the preview is rendered as the live page renders it) and the
 * formatting tips. The textarea is the form's own field.
 */
export function MarkdownEditor({
  id,
  label,
  value,
  textareaProps,
  error,
  rows = 16,
}: {
  id: string;
  label: string;
  /** The text the form holds now, for the preview. */
  value: string;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement>;
  error?: ReactNode;
  rows?: number;
}) {
  return (
    <div className="space-y-3" data-testid={`markdown-editor-${id}`}>
      <Tabs defaultValue="edit">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <TabsList aria-label={`${label}: edit or preview`}>
            <TabsTrigger value="edit" data-testid={`${id}-edit-tab`}>
              <Pencil aria-hidden="true" />
              Edit
            </TabsTrigger>
            <TabsTrigger value="preview" data-testid={`${id}-preview-tab`}>
              <Eye aria-hidden="true" />
              Preview
            </TabsTrigger>
          </TabsList>
        </div>
        {/* Kept mounted while previewing, so the field stays registered and its error visible. */}
        <TabsContent value="edit" forceMount className="mt-3 data-[state=inactive]:hidden">
          <Textarea id={id} rows={rows} className="font-mono text-sm" {...textareaProps} />
        </TabsContent>
        <TabsContent value="preview" className="mt-3">
          <div className="min-h-40 rounded-md border border-border p-5" data-testid={`${id}-preview`}>
            {value.trim() ? <Markdown preview>{value}</Markdown> : <p className="text-sm text-muted-foreground">Nothing written yet.</p>}
          </div>
        </TabsContent>
      </Tabs>
      {error}
      <details className="rounded-md border border-border bg-muted/40 px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium">Formatting tips</summary>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {TIPS.map(([syntax, meaning]) => (
            <div key={syntax} className="contents">
              <dt>
                <code className="rounded bg-background px-1.5 py-0.5 font-mono text-xs">{syntax}</code>
              </dt>
              <dd className="text-muted-foreground">{meaning}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">HTML is not shown on the page: write Markdown only.</p>
      </details>
    </div>
  );
}
