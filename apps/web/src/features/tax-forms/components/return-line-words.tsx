import type { ReturnLine } from '@paylab/tax-engine/forms';

/**
 * The first two cells of a return's line, as the paper prints them: its number and its words, with
 * the reason PayLab leaves the line blank where the layout gives one (Forms 940 and 941).
 */
export function ReturnLineWords({ line }: { line: ReturnLine<string> }) {
  return (
    <>
      <th scope="row" className="p-1.5 text-left align-top">
        {line.number}
      </th>
      <td className="p-1.5">
        {line.text}
        {line.blankBecause ? (
          <span className="block text-xs text-muted-foreground">
            Left blank: {line.blankBecause}.
          </span>
        ) : null}
      </td>
    </>
  );
}
