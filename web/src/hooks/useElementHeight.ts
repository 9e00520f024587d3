import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's border-box height in CSS pixels, followed as it changes (a banner shown or wrapped to two
 * lines, a narrower window); undefined until the element is mounted and measured.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null> | undefined): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref?.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
