import type { Form940 } from '@paylab/shared';
import { FORM_940_LINE_4_BOX_TEXTS } from '@paylab/tax-engine/forms';

/** The checked boxes of line 4 as one line of text ("4a Fringe benefits, 4d Dependent care"), or "None checked". */
export function describeLine4Boxes(boxes: Form940['line4Boxes']): string {
  const checked = (Object.keys(FORM_940_LINE_4_BOX_TEXTS) as (keyof Form940['line4Boxes'])[])
    .filter((box) => boxes[box])
    .map((box) => `${box.replace('line', '')} ${FORM_940_LINE_4_BOX_TEXTS[box]}`);
  return checked.length ? checked.join(', ') : 'None checked';
}
