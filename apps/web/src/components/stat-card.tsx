import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './ui/card';

export interface IconCardProps {
  icon: LucideIcon;
  /** The icon's colour class. */
  tone?: string;
  /** The icon at the top beside a taller block of text, not centred on it. */
  isIconTop?: boolean;
  children: ReactNode;
}

/** A summary card: its text on the left, a large icon on the right. */
export function IconCard({
  icon: Icon,
  tone = 'text-primary',
  isIconTop = false,
  children,
}: IconCardProps) {
  return (
    <Card>
      <CardContent
        className={`flex ${isIconTop ? 'items-start' : 'items-center'} justify-between gap-3 pt-5`}
      >
        <div>{children}</div>
        <Icon className={`size-8 ${tone}`} aria-hidden="true" />
      </CardContent>
    </Card>
  );
}

export interface StatCardProps {
  label: string;
  /** The figure as shown; a count is written with thousands separators. */
  value: string | number;
  icon: LucideIcon;
  /** The icon's colour class. */
  tone?: string;
  /** A line under the figure, e.g. the month it covers; with one the icon sits at the top. */
  detail?: string;
  /** The figure's test id, for the browser tests. */
  testId?: string;
}

/** A summary figure over a page: its label, the figure and an icon. */
export function StatCard({ label, value, icon, tone, detail, testId }: StatCardProps) {
  return (
    <IconCard icon={icon} tone={tone} isIconTop={detail !== undefined}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {typeof value === 'number' ? value.toLocaleString('en-US') : value}
      </p>
      {detail === undefined ? null : <p className="mt-1 text-xs text-muted-foreground">{detail}</p>}
    </IconCard>
  );
}

export interface StatCardGridProps {
  cards: readonly StatCardProps[];
  /** The grid's columns and spacing, e.g. `grid gap-4 sm:grid-cols-3`. */
  className: string;
  /** Names the row of figures as a region; without it the grid is a plain block. */
  label?: string;
}

/** A row of summary figures over a page, drawn from a table of cards. */
export function StatCardGrid({ cards, className, label }: StatCardGridProps) {
  const items = cards.map((card) => <StatCard key={card.label} {...card} />);
  return label ? (
    <section aria-label={label} className={className}>
      {items}
    </section>
  ) : (
    <div className={className}>{items}</div>
  );
}
