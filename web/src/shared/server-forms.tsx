import { CircleCheck } from 'lucide-react';
import { createContext, useContext } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  FORM_BACK_FIELD,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_META,
  FORM_TOKEN_PLACEHOLDER,
  STOREFRONT_FORMS,
  type FormResult,
  type StorefrontFormName,
} from '@artshop/contracts';
import { FormAlert } from './components/FormAlert';

/**
 * What the last post of one of the shop's forms came to, as the gateway rendered the page with it
 * (a notice after a redirect, or a refused form with its message and fields); none otherwise.
 */
export const FormResultContext = createContext<FormResult | undefined>(undefined);

/** The post's result while the visitor is still on the page it came back to (the router's first location). */
function usePostResult(): FormResult | undefined {
  const result = useContext(FormResultContext);
  return useLocation().key === 'default' ? result : undefined;
}

/** The result of this form's last post, if the page was rendered with one. */
export function useFormResult(form: StorefrontFormName): FormResult | undefined {
  const result = usePostResult();
  return result?.form === form ? result : undefined;
}

/** The fields a refused post of this form sent, to fill the form again (nothing typed is lost). */
export function useSentValues(form: StorefrontFormName): Record<string, string> {
  const result = useFormResult(form);
  return result && !result.ok ? (result.values ?? {}) : {};
}

/**
 * A form's attributes as a plain HTML form the gateway answers: it works before the app's scripts
 * run, and without them. Once the app runs, its own submit handler takes the form over.
 */
export function serverForm(form: StorefrontFormName) {
  return { method: 'post', action: STOREFRONT_FORMS[form].path } as const;
}

/** The visitor's form token: the server render leaves its place, which the gateway fills per visitor. */
function formToken(): string {
  if (typeof document === 'undefined') return FORM_TOKEN_PLACEHOLDER;
  return document.querySelector<HTMLMetaElement>(`meta[name="${FORM_TOKEN_META}"]`)?.content ?? '';
}

/** The hidden fields every server form carries: the form token and the page to come back to. */
export function ServerFormFields() {
  const { pathname, search } = useLocation();
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken()} />
      <input type="hidden" name={FORM_BACK_FIELD} value={`${pathname}${search}`} />
    </>
  );
}

/** The notice a form's post left for the page (Added to cart…), or the reason it was refused; shown at the top of the page. */
export function FormNotice() {
  const result = usePostResult();
  if (!result) return null;
  if (!result.ok)
    return (
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
        <FormAlert testId="form-notice-error" message={result.message} />
      </div>
    );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <div role="status" data-testid="form-notice" className="flex items-start gap-2 rounded-md border border-border bg-card p-3 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <p>
          {result.message}
          {result.link ? (
            <>
              {' '}
              <Link to={result.link.href} className="font-medium underline underline-offset-4">
                {result.link.label}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}
