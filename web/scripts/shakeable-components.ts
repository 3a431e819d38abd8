import type { Plugin } from 'vite';

/** React Router's production build (the alias in vite.config.ts points there). */
const ROUTER_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `var Form = React10.forwardRef(`: a component or context made by a call the bundler must assume has effects. */
const COMPONENT_INITIALIZER = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** `Form.displayName = "Form";` at the top level of the module: a write the bundler must keep. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

/**
 * Lets the bundler leave out React Router's components that the storefront never renders (its `Form`,
 * with `useSubmit` and the form-data helpers behind it: about 1 kB of the first load once compressed).
 * Each component is made at the module's top level by a call not marked pure and then given a
 * `displayName`, and either one pins it into every bundle (remix-run/react-router#15299, open, does
 * the same upstream). The production build does not need the names: they are for React's dev tools.
 */
export function shakeableRouterComponents(): Plugin {
  return {
    name: 'artshop:shakeable-router-components',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_BUILD },
      handler(code) {
        // Every line stays where it was (a removed statement leaves its line empty), so the source map
        // still points at the right lines; only the ~15 marked lines shift by the comment's width.
        return { code: code.replace(COMPONENT_INITIALIZER, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
      },
    },
  };
}
