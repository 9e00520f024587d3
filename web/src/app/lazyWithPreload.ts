import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose chunk can be asked for ahead of rendering, so a layout and the page inside it
 * download in parallel rather than one after the other.
 */
export function lazyWithPreload<P>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= factory().catch((error: unknown) => {
      loading = undefined; // a later render may try again
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(load), { preload: load });
}
