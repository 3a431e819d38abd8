import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * The pages a server render used, by module (as the build's manifest names it): the gateway
 * preloads their scripts with the page, and the browser loads them before it hydrates.
 */
export const RenderedPages = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A page whose code loads when it is first shown (React.lazy), which can also be loaded ahead:
 * once loaded it renders at once, without suspending. Hydration needs that: a page still suspended
 * when the browser takes over the server's markup would be hydrated later, against data that has
 * moved on meanwhile (the signed-out visitor's empty session has answered), and no longer match.
 */
export function lazyPage<Props extends object>(module: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  loaders.set(module, preload);
  function Page(props: Props) {
    useContext(RenderedPages)?.add(module);
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Page;
}

/** Loads the code of these pages (modules the server rendered); unknown ones are ignored. */
export function preloadPages(modules: readonly string[]): Promise<unknown> {
  return Promise.all(modules.map((module) => loaders.get(module)?.()));
}
