import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * The lazily loaded parts a server render used, by module (as the build's manifest names it): the
 * gateway preloads their scripts with the page, and the browser loads them before it hydrates.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A page, or a part of one, whose code loads when it is first shown (React.lazy), and which can be
 * loaded ahead: once loaded it renders at once, without suspending. Hydration needs that: a part still
 * suspended when the browser takes the server's markup over is hydrated later, against data that
 * may have moved on meanwhile (the signed-out visitor's empty session has answered), and a click on it
 * meanwhile is lost.
 */
export function lazyPart<Props extends object>(module: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  loaders.set(module, preload);
  function Part(props: Props) {
    useContext(RenderedParts)?.add(module);
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Part;
}

/** Loads the code of these parts (modules the server rendered); unknown ones are ignored. */
export function preloadParts(modules: readonly string[]): Promise<unknown> {
  return Promise.all(modules.map((module) => loaders.get(module)?.()));
}
