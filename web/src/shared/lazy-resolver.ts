import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchemas = typeof import('./form-schemas');

const loadChecks = () => Promise.all([import('./form-schemas'), import('@hookform/resolvers/zod')]);

/**
 * A form's zod resolver for one of the storefront's form schemas (by its name in form-schemas.ts),
 * whose schemas, zod and the resolver itself load at the form's first validation. Built as their
 * pages loaded, the forms' schemas were a form page's longest task (80-130 ms on Lighthouse's phone:
 * its blocking time over the bar on /contact, /corporate-buyers, /mail-club and /checkout), spent for
 * every visitor, most of whom only read the page. A load that fails (the network) is tried again at
 * the next validation.
 */
export function lazyZodResolver<Name extends keyof FormSchemas>(name: Name): Resolver<z.input<FormSchemas[Name]>, unknown, z.output<FormSchemas[Name]>> {
  type FormResolver = Resolver<z.input<FormSchemas[Name]>, unknown, z.output<FormSchemas[Name]>>;
  let loading: Promise<FormResolver> | undefined;
  return async (values, context, options) => {
    loading ??= loadChecks().then(
      ([schemas, { zodResolver }]) => zodResolver(schemas[name]) as unknown as FormResolver,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (await loading)(values, context, options);
  };
}

/**
 * Starts loading the forms' checks when a visitor first enters a form field, so that they are there
 * by the time the form validates (a first submit on a slow network would otherwise wait for them).
 */
export function loadFormChecksOnFirstFocus(document: Document): void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    document.removeEventListener('focusin', onFocus);
    loadChecks().catch(() => document.addEventListener('focusin', onFocus));
  };
  document.addEventListener('focusin', onFocus);
}
