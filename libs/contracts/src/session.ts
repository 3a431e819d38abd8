// Free of zod: the storefront's first load reads it (every page asks whether someone is signed in).

/**
 * A companion of the HttpOnly session cookie that scripts can read: '1' while the browser holds a
 * signed-in session, so the apps ask GET /api/auth/user only then. It holds no secret and grants
 * nothing: the server session alone decides access.
 */
export const AUTH_HINT_COOKIE = 'artshop.auth';
