import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy is typed so.
type AnyComponent = ComponentType<any>;

const forgetters = new Set<() => void>();

/**
 * React's `lazy` keeps a failed import for the life of the page, so a part whose code did not come
 * (a connection just back) could only come with a reload. This one keeps the failure only until
 * `retryFailedImports`: the screen's own retry then renders it afresh and the import runs again.
 */
export function lazyRetrying<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
): ComponentType<ComponentProps<C>> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        forgetters.add(() => (current = fresh()));
        throw error;
      }),
    );
  let current = fresh();
  return function LazyRetrying(props: ComponentProps<C>) {
    return createElement(current, props);
  };
}

/** Lets every part whose import failed try again when next rendered. */
export function retryFailedImports() {
  forgetters.forEach((forget) => forget());
  forgetters.clear();
}
