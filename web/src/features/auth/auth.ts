// The art wall still imports the login link from here; the link itself is shared (src/shared/auth.ts).
export { loginPath } from '../../shared/auth';
