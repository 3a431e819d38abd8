import { forwardRef, type InputHTMLAttributes } from 'react';

/**
 * The field people never see and form-filling robots fill in (named 'website'): visually hidden,
 * hidden from assistive technology, out of the tab order and never autofilled. The server answers
 * a filled one like a success and keeps nothing.
 */
export const Honeypot = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Honeypot({ id, ...props }, ref) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" data-testid="honeypot" {...props} />
    </div>
  );
});
