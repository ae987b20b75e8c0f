import { cn } from '../../../lib/cn';

export interface FormTableColumn {
  label: string;
  /** Money or a rate: the heading is right-aligned over its figures. */
  isAmount?: boolean;
  /** A fixed width, e.g. `w-12` for the line numbers. */
  className?: string;
}

/** The heading row of a tax form's line table (Form 940, Form 941, Schedule A). */
export function FormTableHead({ columns }: { columns: readonly FormTableColumn[] }) {
  return (
    <thead>
      <tr className="text-left text-xs text-muted-foreground">
        {columns.map(({ label, isAmount, className }) => (
          <th
            key={label}
            scope="col"
            className={cn(className, 'p-1.5', isAmount && 'text-right', 'font-medium')}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
