import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's height in pixels, kept current by a ResizeObserver as it wraps at other widths or
 * its content changes. Measured before the first paint, so a layout that depends on it never shows
 * a frame at a guessed height.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.offsetHeight);
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
