import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

export interface SearchFieldProps {
  /** The input's accessible name; the field has no visible label. */
  label: string;
  placeholder: string;
  value: string;
  onValueChange(value: string): void;
  /** Where the field sits and how wide it grows, e.g. `max-w-sm`. */
  className?: string;
}

/**
 * A search box with a magnifier icon over a server-side list. It reports every keystroke; the
 * caller debounces what it sends (useDebouncedValue) and goes back to the first page.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onValueChange,
  className,
}: SearchFieldProps) {
  return (
    <div className={cn('relative w-full', className)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-9"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}
