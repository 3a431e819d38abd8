import { forwardRef, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../cn';

const fieldBase =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground sm:text-sm ' +
  'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

/** A multi-line text field, styled like {@link Input}. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, rows = 5, ...props }, ref) {
  return <textarea ref={ref} rows={rows} className={cn(fieldBase, 'resize-y leading-relaxed', className)} {...props} />;
});

/** A native select (keyboard and screen-reader behaviour for free), styled like {@link Input}. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect({ className, ...props }, ref) {
  return <select ref={ref} className={cn(fieldBase, 'h-10', className)} {...props} />;
});
