import type { ReactNode } from 'react';
import { Table, type TableProps } from './ui/table';

export interface TableSectionProps<TItem> {
  /** The heading's id: it names the section and the table. */
  id: string;
  title: ReactNode;
  /** 2 for a section of a page, 3 (the default) for one inside a panel or tab. */
  level?: 2 | 3;
  /** Classes of the section (its margin). */
  className?: string;
  scrollHint?: TableProps['scrollHint'];
  /** The header row's cells (`<Th>`s). */
  columns: ReactNode;
  /** The rows; with none the section is left out. */
  items: readonly TItem[];
  /** One item's row, a `<tr>` with its key. */
  children(item: TItem): ReactNode;
}

/** A list of records under its own heading, which names the table: a history, the latest runs. */
export function TableSection<TItem>({
  id,
  title,
  level = 3,
  className,
  scrollHint,
  columns,
  items,
  children,
}: TableSectionProps<TItem>) {
  if (items.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading
        id={id}
        className={level === 2 ? 'mb-2 text-lg font-semibold' : 'mb-2 font-semibold'}
      >
        {title}
      </Heading>
      <Table aria-labelledby={id} scrollHint={scrollHint}>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{items.map((item) => children(item))}</tbody>
      </Table>
    </section>
  );
}
