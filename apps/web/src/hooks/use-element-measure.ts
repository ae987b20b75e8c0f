import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A figure read off an element, read again by a ResizeObserver whenever the element or its first
 * child (a table inside its scroller, say) changes size. Read before the first paint, so a layout
 * that depends on it never shows a frame with a guessed value. `measure` must be a stable function.
 */
export function useElementMeasure<T>(
  ref: RefObject<HTMLElement | null>,
  measure: (element: HTMLElement) => T,
  initial: T,
): T {
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setValue(measure(element));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, measure]);
  return value;
}

const readHeight = (element: HTMLElement) => element.offsetHeight;
const readIsScrollableX = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/** The element's height in pixels, kept current as it wraps at other widths or its content changes. */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  return useElementMeasure<number | undefined>(ref, readHeight, undefined);
}

/** Whether the element's content is wider than its box, kept current as either is resized. */
export function useIsScrollableX(ref: RefObject<HTMLElement | null>): boolean {
  return useElementMeasure(ref, readIsScrollableX, false);
}
