import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';

export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'text-primary',
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone?: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 pt-5">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</p>
        </div>
        <Icon className={`size-8 ${tone}`} aria-hidden="true" />
      </CardContent>
    </Card>
  );
}
