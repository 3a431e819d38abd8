/**
 * The storefront's primary forms as plain HTML forms: each posts (urlencoded) to a page route of the
 * gateway, which answers it with the same call as the JSON route, then redirects back (303) with the
 * result shown on the page. So a form works before the app's scripts have run, and without them; the
 * app takes each form over when it starts. Free of zod, so the web app can use it.
 */
export const STOREFRONT_FORMS = {
  addToCart: { path: '/cart' },
  newsletter: { path: '/newsletter' },
  contact: { path: '/contact' },
  corporate: { path: '/corporate-buyers' },
  login: { path: '/login' },
} as const;

export type StorefrontFormName = keyof typeof STOREFRONT_FORMS;

/** The hidden field carrying the per-session form token (checked with the Origin header on each post). */
export const FORM_TOKEN_FIELD = '_token';
/** The hidden field naming the page the form was on (a path of the shop): where the answer goes back to. */
export const FORM_BACK_FIELD = '_back';
/**
 * What the server render writes where the form token goes (the page is rendered once for everyone);
 * the gateway puts each visitor's own token in its place as it sends the page.
 */
export const FORM_TOKEN_PLACEHOLDER = 'form-token-placeholder';
/** The page's meta element carrying the form token, for the forms the app renders itself. */
export const FORM_TOKEN_META = 'form-token';

/** What a form post came to, as the page it went back to shows it. */
export interface FormResult {
  form: StorefrontFormName;
  ok: boolean;
  /** The server's words: a notice on success, the reason on refusal. */
  message: string;
  /** A link the notice offers (View cart). */
  link?: { href: string; label: string };
  /** The refused form's fields as sent (never a password), so nothing typed is lost. */
  values?: Record<string, string>;
  /** The message of each refused field, by name. */
  errors?: Record<string, string>;
}
