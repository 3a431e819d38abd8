/**
 * For the browser apps, first thing: zod's parsers without generated code. The shop's Content
 * Security Policy forbids eval, and zod's own test for it (when an object schema is built) is
 * reported as a violation. Written into zod's global config (the object z.config changes, kept on
 * globalThis so that every copy of zod shares it) rather than through z.config: importing zod here
 * would put it in every page's first load, and the forms that use it load later. The services keep
 * zod's faster generated parsers.
 */
export function validateWithoutEval(): void {
  const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
