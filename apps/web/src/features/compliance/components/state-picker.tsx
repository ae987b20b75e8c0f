import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TaxYearCoverageWire } from '@paylab/shared';
import { SelectField } from '../../../components/select-field';
import { Button } from '../../../components/ui/button';
import { listStateLinks, toStatePageHref } from '../lib/state-compliance';

const STATE_LINKS = listStateLinks();
const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...STATE_LINKS.map((link) => ({ value: link.code, label: `${link.name} (${link.code})` })),
];

/**
 * Opens a state's Compliance page, on `year`'s values when one is given: a labelled select and a
 * button, so moving through the options with the keyboard never leaves the page before the choice
 * is made.
 */
export function StatePicker({ current = '', year }: { current?: string; year?: number | null }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(current);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const link = STATE_LINKS.find((entry) => entry.code === code);
    if (link) void navigate(toStatePageHref(link.code, year));
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Work state"
        fieldClassName="w-64"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        options={STATE_OPTIONS}
      />
      <Button type="submit" disabled={!code}>
        Show its requirements
      </Button>
    </form>
  );
}

/**
 * Every jurisdiction's page, by name: the states without a wage income tax say so, and with the
 * year's `coverage`, those carrying an earlier year's values.
 */
export function StateLinkList({
  year,
  coverage,
}: {
  year?: number | null;
  coverage?: TaxYearCoverageWire | undefined;
}) {
  const carried = new Map(
    (coverage?.states ?? []).flatMap((state) =>
      state.status === 'carried-forward' ? [[state.code as string, state.valuesYear]] : [],
    ),
  );
  return (
    <nav aria-label="State pages">
      <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {STATE_LINKS.map((link) => (
          <li key={link.code}>
            <Link
              to={toStatePageHref(link.code, year)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {link.name} ({link.code})
            </Link>
            {link.hasWageIncomeTax ? null : (
              <span className="text-muted-foreground"> · no wage income tax</span>
            )}
            {carried.has(link.code) ? (
              <span className="text-muted-foreground"> · {carried.get(link.code)} values</span>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
