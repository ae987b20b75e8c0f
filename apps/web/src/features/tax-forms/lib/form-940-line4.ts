import type { Form940 } from '@paylab/shared';

/** Form 940 line 4's boxes, in the form's words. */
const LINE_4_BOX_LABELS: Readonly<Record<keyof Form940['line4Boxes'], string>> = {
  line4a: '4a Fringe benefits',
  line4b: '4b Group-term life insurance',
  line4c: '4c Retirement/Pension',
  line4d: '4d Dependent care',
  line4e: '4e Other',
};

/** The checked boxes of line 4 as one line of text, or "None checked". */
export function describeLine4Boxes(boxes: Form940['line4Boxes']): string {
  const checked = (Object.keys(LINE_4_BOX_LABELS) as (keyof Form940['line4Boxes'])[])
    .filter((box) => boxes[box])
    .map((box) => LINE_4_BOX_LABELS[box]);
  return checked.length ? checked.join(', ') : 'None checked';
}
