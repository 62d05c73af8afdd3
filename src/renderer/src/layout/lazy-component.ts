import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded from its own chunk the first time it renders (inside a Suspense);
 * `name` is its named export. Props are `any` here as in React's own lazy().
 */
export function lazyComponent<Module extends Record<Name, ComponentType<any>>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
