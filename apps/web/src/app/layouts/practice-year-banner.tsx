import { CalendarClock } from 'lucide-react';
import { useContext } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '@paylab/shared';
import { getPracticeYear } from '@paylab/shared/payroll-calendar';
import { can } from '@paylab/shared/permissions';
import { PayrollCalendarContext, useWorkingToday } from '../../hooks/use-working-today';
import { formatDate } from '../../lib/format';

/**
 * Says, on every screen, that the company practises in a modelled year (issue 27, item 3), so a
 * default date in 2025 is never a surprise.
 */
export function PracticeYearBanner({ user }: { user: SessionUser }) {
  const year = getPracticeYear(useContext(PayrollCalendarContext));
  const today = useWorkingToday();
  if (year === null) return null;
  return (
    <p
      role="note"
      className="mb-4 flex flex-wrap items-center gap-x-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <strong>Practice year {year}.</strong>
      <span>
        Every default date falls in {year}: today counts as {formatDate(today)}.
      </span>
      {can(user.role, 'write:company-settings') ? (
        <Link className="text-primary underline" to="/settings">
          Change the payroll calendar
        </Link>
      ) : null}
    </p>
  );
}
