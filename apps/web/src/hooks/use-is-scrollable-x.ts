import { useLayoutEffect, useState, type RefObject } from 'react';

/** Whether the element's content is wider than its box, kept current as either is resized. */
export function useIsScrollableX(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
