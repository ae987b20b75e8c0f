import { defineParameter, resolveParameter, type Parameter } from '../parameters/parameter';
import type { Form940Lines } from './form-940';
import type { Form941Lines } from './form-941';
import { FORM_940_LINE_TEXTS, FORM_941_LINE_TEXTS } from './line-texts';

/*
 * What each year's paper prints: which boxes and lines a form has, their numbers and words. The
 * formulas (one function per box or line, in w2.ts, form-941.ts, form-940.ts) never ask which
 * year it is; a form of a year is drawn from that year's layout, a value dated like any other
 * (docs/adding-a-tax-year.md). A year without a layout of its own prints the latest earlier one.
 *
 * 2026 (issue 30): the W-2 splits box 14 into 14a "Other" and 14b "Treasury tipped occupation
 * code" and adds box 12 codes TA, TP and TT; Form 941 (Rev. March 2026) splits line 15 into 15a-15e
 * for a refund by direct deposit, as Form 940 (2025) already did. How each was read is in
 * docs/tax-coverage.md, "Forms".
 */

/** W-2 box 12 codes, as the General Instructions for Forms W-2 and W-3 list them (every year's). */
export const BOX_12_CODES = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'J',
  'K',
  'L',
  'M',
  'N',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'V',
  'W',
  'Y',
  'Z',
  'AA',
  'BB',
  'DD',
  'EE',
  'FF',
  'GG',
  'HH',
  'II',
  'TA',
  'TP',
  'TT',
] as const;
export type Box12Code = (typeof BOX_12_CODES)[number];

/** Trump account contributions, cash tips and qualified overtime (P.L. 119-21), from the 2026 form. */
const OBBBA_CODES: readonly Box12Code[] = ['TA', 'TP', 'TT'];

/** One year's Form W-2, as far as PayLab fills it. */
export interface W2Layout {
  /** What changed on the year's form, as the Compliance Center states it. */
  readonly changes: string;
  /** The box 12 codes the year's instructions define, in their order. */
  readonly box12Codes: readonly Box12Code[];
  /** The box of employer-labelled amounts (state programs such as CASDI): "14" or "14a". */
  readonly otherBox: { readonly box: string; readonly caption: string };
  /**
   * Box 14b, the Treasury Tipped Occupation Code(s) of an employee who received tips, or null on a
   * form without it. PayLab records neither tips nor occupations, so it leaves the box empty.
   */
  readonly tippedOccupationBox: { readonly box: string; readonly caption: string } | null;
}

/**
 * One line of a return as printed. `key` names the line function whose result it shows; null is a
 * line PayLab leaves blank, `blankBecause` saying why.
 */
export interface ReturnLine<Key extends string> {
  readonly number: string;
  readonly text: string;
  readonly key: Key | null;
  readonly blankBecause?: string;
}

export type Form941LineKey = keyof Form941Lines;
export type Form940LineKey = keyof Form940Lines;

export interface ReturnLayout<Key extends string> {
  /** The form and its edition, e.g. "Form 941 (Rev. March 2026)". */
  readonly edition: string;
  /** What changed on the edition that PayLab prints, as the Compliance Center states it; null: nothing. */
  readonly changes: string | null;
  readonly lines: readonly ReturnLine<Key>[];
}

export const W2_LAYOUT: Parameter<W2Layout> = defineParameter<W2Layout>(
  'us.irs.forms.w2.layout',
  'Form W-2: box 12 codes and the boxes of box 14',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'form-layout',
      citation:
        'IRS Form W-2 (2025) and 2025 General Instructions for Forms W-2 and W-3, "Codes for box 12" and "Box 14—Other"; IR-2025-110 and Notice 2025-62: the 2025 forms are unchanged',
      value: {
        changes:
          'Unchanged by the July 2025 law (P.L. 119-21); tips and overtime reporting relief under Notice 2025-62; new box 12 codes TP and TT start with the 2026 form',
        box12Codes: BOX_12_CODES.filter((code) => !OBBBA_CODES.includes(code)),
        otherBox: { box: '14', caption: 'Other' },
        tippedOccupationBox: null,
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'form-layout',
      citation:
        'IRS Form W-2 (2026) and 2026 General Instructions for Forms W-2 and W-3, "What\'s New": box 12 codes TA, TP and TT; box 14 split into 14a "Other" and 14b "Treasury tipped occupation code" (P.L. 119-21)',
      value: {
        changes:
          'Box 14 becomes 14a (other) and 14b (Treasury tipped occupation code); new box 12 codes TA (Trump account contributions), TP (cash tips) and TT (qualified overtime). PayLab reports qualified overtime under TT and leaves TP and 14b empty: it records no tips',
        box12Codes: BOX_12_CODES,
        otherBox: { box: '14a', caption: 'Other' },
        tippedOccupationBox: { box: '14b', caption: 'Treasury tipped occupation code' },
      },
    },
  ],
);

// The line texts hold each form's lines in paper order, so their keys are the line order.
const FORM_941_KEYS = Object.keys(FORM_941_LINE_TEXTS) as Form941LineKey[];
const FORM_940_KEYS = Object.keys(FORM_940_LINE_TEXTS) as Form940LineKey[];

function toLines<Key extends string>(
  keys: readonly Key[],
  texts: Readonly<Record<Key, string>>,
): ReturnLine<Key>[] {
  return keys.map((key) => ({ number: key.replace('line', ''), text: texts[key], key }));
}

/** Lines 15b-15e: PayLab records neither the employer's choice for an overpayment nor a bank account. */
const REFUND_BLANK = 'PayLab records no choice for an overpayment and no bank account';

/**
 * Lines 15b-15e of a return that refunds an overpayment by direct deposit only (Executive Order
 * 14247): Form 940 from its 2025 edition, Form 941 from Rev. March 2026.
 */
const REFUND_CHOICE_LINES: readonly ReturnLine<never>[] = [
  {
    number: '15b',
    text: 'Check one: Apply to next return, or Send a refund',
    key: null,
    blankBecause: REFUND_BLANK,
  },
  { number: '15c', text: 'Routing number', key: null, blankBecause: REFUND_BLANK },
  {
    number: '15d',
    text: 'Type of account: Checking or Savings',
    key: null,
    blankBecause: REFUND_BLANK,
  },
  { number: '15e', text: 'Account number', key: null, blankBecause: REFUND_BLANK },
];

/** What the editions that split line 15 changed, as the Compliance Center says it. */
const REFUND_CHOICE_CHANGES =
  'Line 15 becomes 15a-15e: an overpayment is applied to the next return or refunded by direct deposit only. PayLab fills 15a and leaves the refund choice and bank account blank';

/** A return's lines with its overpayment line 15 printed as 15a, then the blank lines 15b-15e. */
function toLinesWithRefundChoice<Key extends string>(
  keys: readonly Key[],
  texts: Readonly<Record<Key, string>>,
): ReturnLine<Key>[] {
  const line15 = 'line15' as Key;
  const at = keys.indexOf(line15);
  return [
    ...toLines(keys.slice(0, at), texts),
    { number: '15a', text: texts[line15], key: line15 },
    ...REFUND_CHOICE_LINES,
    ...toLines(keys.slice(at + 1), texts),
  ];
}

export const FORM_941_LAYOUT: Parameter<ReturnLayout<Form941LineKey>> = defineParameter<
  ReturnLayout<Form941LineKey>
>('us.irs.forms.941.layout', 'Form 941 Part 1: lines and their words', [
  {
    effectiveFrom: '2025-01-01',
    unit: 'form-layout',
    citation: 'IRS Form 941 (Rev. March 2025), Part 1, lines 1-15',
    value: {
      edition: 'Form 941 (Rev. March 2025)',
      changes: null,
      lines: toLines(FORM_941_KEYS, FORM_941_LINE_TEXTS),
    },
  },
  {
    effectiveFrom: '2026-01-01',
    unit: 'form-layout',
    citation:
      'IRS Form 941 (Rev. March 2026), Part 1, lines 1-15e: line 15 split into 15a-15e for a refund by direct deposit (Executive Order 14247)',
    value: {
      edition: 'Form 941 (Rev. March 2026)',
      changes: REFUND_CHOICE_CHANGES,
      lines: toLinesWithRefundChoice(FORM_941_KEYS, FORM_941_LINE_TEXTS),
    },
  },
]);

/**
 * Form 940 has no 2026 edition here yet (docs/tax-coverage.md, "Forms"): a 2026 return prints the
 * 2025 lines, as a jurisdiction without new values applies its latest ones.
 */
export const FORM_940_LAYOUT: Parameter<ReturnLayout<Form940LineKey>> = defineParameter<
  ReturnLayout<Form940LineKey>
>('us.irs.forms.940.layout', 'Form 940 Parts 1-5: lines and their words', [
  {
    effectiveFrom: '2025-01-01',
    unit: 'form-layout',
    citation:
      'IRS Form 940 (2025), Parts 1-5, lines 1a-17, and 2025 Instructions for Form 940, "What\'s New": line 15 split into 15a-15e for a refund by direct deposit (Executive Order 14247)',
    value: {
      edition: 'Form 940 (2025)',
      changes: REFUND_CHOICE_CHANGES,
      lines: toLinesWithRefundChoice(FORM_940_KEYS, FORM_940_LINE_TEXTS),
    },
  },
]);

/** Every form layout, for the checks that each modelled year has its own or says why not. */
export const FORM_LAYOUTS: readonly Parameter<unknown>[] = [
  W2_LAYOUT,
  FORM_941_LAYOUT,
  FORM_940_LAYOUT,
];

export interface FormLayouts {
  w2: W2Layout;
  form941: ReturnLayout<Form941LineKey>;
  form940: ReturnLayout<Form940LineKey>;
  /** The form and edition each layout is read from. */
  citations: { w2: string; form941: string; form940: string };
  /**
   * The year each layout took effect: earlier than the tax year when the year's form is not in
   * PayLab and the latest earlier one prints.
   */
  editionYears: { w2: number; form941: number; form940: number };
}

/** The forms of `taxYear` as printed: the layouts in force at its end. */
export function resolveFormLayouts(taxYear: number): FormLayouts {
  const yearEnd = `${taxYear}-12-31`;
  const w2 = resolveParameter(W2_LAYOUT, yearEnd);
  const form941 = resolveParameter(FORM_941_LAYOUT, yearEnd);
  const form940 = resolveParameter(FORM_940_LAYOUT, yearEnd);
  return {
    w2: w2.value,
    form941: form941.value,
    form940: form940.value,
    citations: { w2: w2.citation, form941: form941.citation, form940: form940.citation },
    editionYears: {
      w2: Number(w2.effectiveFrom.slice(0, 4)),
      form941: Number(form941.effectiveFrom.slice(0, 4)),
      form940: Number(form940.effectiveFrom.slice(0, 4)),
    },
  };
}
