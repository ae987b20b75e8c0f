import { KeyRound, LogOut } from 'lucide-react';
import { useRef, type CSSProperties } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import type { SessionUser } from '@paylab/shared';
import { EducationalBanner } from '../../components/educational-banner';
import { RateBox } from '../../components/rate-box';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { cn } from '../../lib/cn';
import { useElementHeight } from '../../hooks/use-element-measure';
import { useLogout } from '../../features/auth/api/logout';
import { ROLE_LABELS, toLabel } from '@paylab/shared/labels';
import { getNavigation } from '../navigation';

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

  return (
    <div
      className="min-h-screen"
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
            <Link to="/" className="text-xl font-bold text-primary">
              PayLab
            </Link>
            <Badge variant="warning">Educational Demo</Badge>
            <span className="text-sm text-muted-foreground">
              2025 Tax Year | Updated with latest IRS rates
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
        <EducationalBanner />
      </header>
      <div className="flex flex-col md:flex-row">
        <nav
          aria-label="Main"
          className="no-print border-b border-border bg-surface md:sticky md:top-(--app-header-height) md:h-[calc(100vh-var(--app-header-height))] md:w-60 md:shrink-0 md:overflow-y-auto md:border-r md:border-b-0"
        >
          <ul className="flex flex-row flex-wrap gap-1 p-3 md:flex-col">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
                      isActive
                        ? 'bg-primary text-primary-foreground'
                        : 'text-foreground hover:bg-muted',
                    )
                  }
                >
                  <item.icon className="size-4" aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user.role !== 'client' ? <RateBox /> : null}
        </nav>
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
