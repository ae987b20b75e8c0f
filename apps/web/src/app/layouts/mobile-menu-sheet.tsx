import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { EducationalBanner } from '../../components/educational-banner';
import { RateBox } from '../../components/rate-box';
import { Button } from '../../components/ui/button';
import type { NavigationItem } from '../navigation';
import { NavigationLinks } from './navigation-links';
import { TaxYearLabel } from './tax-year-label';

export interface MobileMenuSheetProps {
  items: readonly NavigationItem[];
  hasRateBox: boolean;
  onClose(): void;
  /** The sheet opens without a Radix Trigger (it loads on the first tap), so it says where focus goes back. */
  returnFocus(): void;
}

/**
 * The phone's menu as a sheet from the left: Radix Dialog keeps the focus inside while it is open,
 * closes on Escape or a click outside, and gives the focus back to the Menu button when it closes.
 */
export default function MobileMenuSheet({
  items,
  hasRateBox,
  onClose,
  returnFocus,
}: MobileMenuSheetProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto border-r border-border bg-surface shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between border-b border-border px-4 py-3">
            <div>
              <DialogPrimitive.Title className="text-lg font-bold text-primary">
                PayLab menu
              </DialogPrimitive.Title>
              <p className="text-xs text-muted-foreground">
                <TaxYearLabel />
              </p>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Main">
            <NavigationLinks items={items} onNavigate={onClose} />
          </nav>
          {hasRateBox ? <RateBox /> : null}
          <div className="mt-auto">
            <EducationalBanner />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
