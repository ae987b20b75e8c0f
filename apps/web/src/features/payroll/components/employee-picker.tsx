import type { Employee } from '@paylab/shared';
import { ListPager } from '../../../components/list-pager';
import { SearchField } from '../../../components/search-field';
import { Card } from '../../../components/ui/card';
import { usePagedSearch } from '../../../hooks/use-paged-search';
import { cn } from '../../../lib/cn';
import { formatPayAmount, formatPayType } from '../../../lib/format-pay';
import { ACTIVE_EMPLOYEES_PAGE_SIZE, useActiveEmployees } from '../api/get-active-employees';
import { PAY_FREQUENCY_LABELS } from './payroll-labels';
import { QueryState } from '../../../components/query-state';
import { SkeletonList } from '../../../components/skeleton-list';

export interface EmployeePickerProps {
  selectedId: string | undefined;
  onSelect(employee: Employee): void;
}

/** The grid of active employees' cards; choosing one opens the payroll calculator. */
export function EmployeePicker({ selectedId, onSelect }: EmployeePickerProps) {
  const { search, setSearch, debouncedSearch, page, pager } = usePagedSearch(
    ACTIVE_EMPLOYEES_PAGE_SIZE,
  );
  const employees = useActiveEmployees({ search: debouncedSearch || undefined, page });

  return (
    <section aria-labelledby="employee-picker-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="employee-picker-title" className="text-lg font-semibold">
          Select an employee
        </h2>
        <SearchField
          label="Search active employees"
          placeholder="Search by name, ID or department..."
          className="max-w-xs"
          value={search}
          onValueChange={setSearch}
        />
      </div>
      <QueryState
        query={employees}
        loading={
          <SkeletonList count={4} className="grid gap-3 sm:grid-cols-2" itemClassName="h-28" />
        }
        errorMessage="The employees could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="py-8 text-center text-muted-foreground">No active employees found</p>}
      >
        {(data) => (
          <ul
            className={cn('grid gap-3 sm:grid-cols-2', employees.isPlaceholderData && 'opacity-60')}
          >
            {data.items.map((employee) => {
              const isSelected = employee.id === selectedId;
              return (
                <li key={employee.id}>
                  <Card
                    className={cn(
                      'h-full transition-colors',
                      isSelected && 'border-primary ring-2 ring-primary',
                    )}
                  >
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(employee)}
                      className="flex h-full w-full flex-col items-start gap-1 rounded-lg p-4 text-left hover:bg-muted"
                    >
                      <span className="font-semibold">
                        {employee.firstName} {employee.lastName}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {employee.employeeId} · {employee.department}
                      </span>
                      <span className="mt-1 text-sm tabular-nums">
                        {formatPayAmount(employee)} · {PAY_FREQUENCY_LABELS[employee.payFrequency]}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {formatPayType(employee)}
                      </span>
                    </button>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {employees.data ? (
        <ListPager pager={pager} total={employees.data.total} noun="Employee" spacing="compact" />
      ) : null}
    </section>
  );
}
