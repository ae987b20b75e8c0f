import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { NavigationItem } from '../navigation';

// The sheet and its dialog code load on the first tap, so the sign-in screen's budget (ADR 0007)
// does not carry them.
const MobileMenuSheet = lazy(() => import('./mobile-menu-sheet'));

/** Tailwind's md breakpoint: from here the sidebar shows and this menu is not needed. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Below 768 px the navigation, the educational banner and the rate box fold into a sheet behind
 * this Menu button (issue 27, item 14).
 */
export function MobileMenu({
  items,
  hasRateBox,
}: {
  items: readonly NavigationItem[];
  hasRateBox: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const buttonBoxRef = useRef<HTMLSpanElement>(null);

  // A phone turned sideways past the breakpoint gets the sidebar: the sheet would be a second menu.
  useEffect(() => {
    const query = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = () => {
      if (query.matches) setIsOpen(false);
    };
    query.addEventListener('change', closeWhenWide);
    return () => query.removeEventListener('change', closeWhenWide);
  }, []);

  return (
    <>
      <span ref={buttonBoxRef} className="contents">
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setIsOpen(true)}
        >
          <Menu aria-hidden="true" /> Menu
        </Button>
      </span>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            items={items}
            hasRateBox={hasRateBox}
            onClose={() => setIsOpen(false)}
            returnFocus={() => buttonBoxRef.current?.querySelector('button')?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
