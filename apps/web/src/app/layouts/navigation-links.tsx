import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { NavigationItem } from '../navigation';

/**
 * The signed-in user's links in the spec's order; NavLink marks the current page with
 * aria-current="page" and the filled style. `onNavigate` lets the phone menu close on a choice.
 */
export function NavigationLinks({
  items,
  onNavigate,
}: {
  items: readonly NavigationItem[];
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1 p-3">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
                isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
              )
            }
          >
            <item.icon className="size-4" aria-hidden="true" />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
