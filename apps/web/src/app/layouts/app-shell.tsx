import { KeyRound, LogOut } from 'lucide-react';
import { useRef, type CSSProperties } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import type { SessionUser } from '@paylab/shared';
import { EducationalBanner } from '../../components/educational-banner';
import { PracticeYearBanner } from './practice-year-banner';
import { RateBox } from '../../components/rate-box';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { useElementHeight } from '../../hooks/use-element-measure';
import { useLogout } from '../../features/auth/api/logout';
import { ROLE_LABELS, toLabel } from '@paylab/shared/labels';
import { getNavigation } from '../navigation';
import { MobileMenu } from './mobile-menu';
import { NavigationLinks } from './navigation-links';
import { TaxYearLabel } from './tax-year-label';

export function AppShell({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const navigation = getNavigation(user.role);
  // From the md breakpoint the header and the navigation stay in view. The header wraps to two or
  // three rows on narrower screens, so the navigation starts where the header ends at every width
  // and no link is hidden beneath it (WCAG 2.2, 2.4.11 Focus Not Obscured). On a phone the header
  // (about 230 px) scrolls away with the page rather than take a quarter of the screen.
  const headerRef = useRef<HTMLElement>(null);
  const headerHeight = useElementHeight(headerRef);
  const hasRateBox = user.role !== 'client';

  return (
    <div
      className="flex min-h-screen flex-col"
      style={{ '--app-header-height': `${headerHeight ?? 0}px` } as CSSProperties}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <header
        ref={headerRef}
        className="no-print z-30 md:sticky md:top-0 border-b border-border bg-surface/95 backdrop-blur"
      >
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="flex flex-wrap items-center gap-3">
            <MobileMenu items={navigation} hasRateBox={hasRateBox} />
            <Link to="/" className="text-xl font-bold text-primary">
              PayLab
            </Link>
            <Badge variant="warning">Educational Demo</Badge>
            <span className="hidden text-sm text-muted-foreground md:inline">
              <TaxYearLabel />
            </span>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm" aria-label="Signed in as">
              <span className="font-medium">{user.username}</span>{' '}
              <span className="text-muted-foreground">({toLabel(ROLE_LABELS, user.role)})</span>
            </span>
            <Tooltip content="Change password">
              <Button asChild variant="ghost" size="icon">
                <Link to="/account/password" aria-label="Change password">
                  <KeyRound />
                </Link>
              </Button>
            </Tooltip>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                logout.mutate(undefined, {
                  onSettled: () => void navigate('/login', { replace: true }),
                })
              }
            >
              <LogOut /> Sign out
            </Button>
          </div>
        </div>
        <div className="hidden md:block">
          <EducationalBanner />
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        {/* The column paints the sidebar's background down the whole page, however long; the
            navigation inside it stays in view below the header. Phones get the Menu sheet. */}
        <div className="no-print hidden border-r border-border bg-surface md:block md:w-60 md:shrink-0">
          <nav
            aria-label="Main"
            className="sticky top-(--app-header-height) h-[calc(100vh-var(--app-header-height))] overflow-y-auto"
          >
            <NavigationLinks items={navigation} />
            {hasRateBox ? <RateBox /> : null}
          </nav>
        </div>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <PracticeYearBanner user={user} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
