import { describe, expect, test } from 'vitest';

import { STATE_INPUT_DEFAULTS } from '../../../test/support/make-input';
import type { TraceStep } from '../../types';
import { resolveParameterGroup } from '../state-rule';
import { buildFlatRateTax, buildValueStep } from './calculate-formula-withholding';
import { defineStateData, read } from './load-state-data';
import { withholdDeclaredIncomeTax, type IncomeTaxOptions } from './withhold-declared-income-tax';

function cited(value: string) {
  return [{ effectiveFrom: '2025-01-01', citation: `ZZ Guide (2025): ${value}`, value }];
}

// An invented state (not any state's law): its certificate claims exemption or adds an amount,
// bonuses at 5%, and a 1% disability contribution with no wage limit.
const ZZ_JSON = {
  code: 'ZZ',
  name: 'Testland',
  hasWageIncomeTax: true,
  programs: [
    { id: 'zz-income-tax', kind: 'income-tax', label: 'ZZ income tax' },
    { id: 'zz-tdi', kind: 'disability', label: 'ZZ TDI' },
  ],
  certificate: {
    form: 'ZZ-4',
    fields: [
      { key: 'isExempt', kind: 'boolean', label: 'Exempt' },
      { key: 'extra', kind: 'money', label: 'Additional withholding' },
    ],
    defaults: { isExempt: false, extra: 0 },
  },
  compliance: {
    publication: 'ZZ Guide (2025)',
    method: 'Annualised: a deduction, then 4%.',
    notModelled: [],
    confidence: 'official',
    uncertainties: [],
  },
  incomeTax: {
    exempt: { field: 'isExempt', label: 'ZZ-4 claims exemption', citation: 'Form ZZ-4, line 3' },
    supplemental: { method: 'flat-rate', rate: 'bonusRate' },
    additional: { field: 'extra', label: 'ZZ-4 line 2', citation: 'Form ZZ-4, line 2' },
  },
  contributions: { 'zz-tdi': { traceLabel: 'TDI', rate: 'tdiRate', wageBase: null } },
  parameters: {
    bonusRate: { name: 'zz.bonus', description: 'Bonus rate', unit: 'ppm', values: cited('5') },
    tdiRate: { name: 'zz.tdi', description: 'TDI rate', unit: 'ppm', values: cited('1') },
  },
};
const ZZ_READERS = { bonusRate: read.rate, tdiRate: read.rate };
const ZZ_DATA = defineStateData(ZZ_JSON, ZZ_READERS);

// Annualised, $5,000 subtracted, 4% of the rest, to the cent.
const formula = () => ({
  citation: 'ZZ Guide (2025), formula',
  basis: 'annual' as const,
  subtractions: [buildValueStep('deduction', 'Deduction', { value: 500_000, citation: 'd' })],
  computeTax: buildFlatRateTax('4%', { value: 40_000, citation: 't' }),
  rounding: 'cent' as const,
});

/** A bi-weekly paycheck of $1,000.00 and a $500.00 bonus, with this certificate on file. */
function withhold(
  certificate: { isExempt: boolean; extra: number },
  options?: IncomeTaxOptions,
  state: typeof ZZ_DATA = ZZ_DATA,
  payDate = '2025-06-13',
) {
  const params = resolveParameterGroup(state.parameters, payDate);
  const input = {
    ...STATE_INPUT_DEFAULTS,
    payDate,
    payFrequency: 'bi-weekly',
    periodsPerYear: 26,
    wages: 100_000,
    supplementalWages: 50_000,
    certificate,
  } as const;
  const trace: TraceStep[] = [];
  const lines = withholdDeclaredIncomeTax(state, params, input, trace, formula, options);
  return { lines, trace };
}

describe('the income tax a state declares', () => {
  test('withholds by the formula, the bonus rate and the additional amount, then contributions', () => {
    // regular: $1,000 x 26 = $26,000 - $5,000 = $21,000 x 4% = $840 / 26 = $32.3077 -> $32.31
    // bonus: 5% of $500 = $25.00; additional $10.00; income tax $67.31
    // TDI: 1% of $1,500 = $15.00
    const { lines, trace } = withhold({ isExempt: false, extra: 1_000 });
    expect(lines).toEqual([
      { programId: 'zz-income-tax', amount: 6_731 },
      { programId: 'zz-tdi', amount: 1_500 },
    ]);
    expect(trace.slice(-3).map(({ step, amount, citation }) => [step, amount, citation])).toEqual([
      ['state.zz.supplemental', 2_500, 'ZZ Guide (2025): 5'],
      ['state.zz.additional', 1_000, 'Form ZZ-4, line 2'],
      ['state.zz.tdi', 1_500, 'ZZ Guide (2025): 1'],
    ]);
  });

  test('an exemption the certificate claims withholds no income tax, and still the contributions', () => {
    const { lines, trace } = withhold({ isExempt: true, extra: 1_000 });
    expect(lines).toEqual([
      { programId: 'zz-income-tax', amount: 0 },
      { programId: 'zz-tdi', amount: 1_500 },
    ]);
    expect(trace.map(({ step, label }) => [step, label])).toEqual([
      ['state.zz.exempt', 'ZZ-4 claims exemption'],
      ['state.zz.tdi', 'TDI: 1% of $1,500.00 (no wage limit)'],
    ]);
  });

  test('a step declared to cite a parameter cites its edition in force on the pay date', () => {
    const methodValues = ['2025', '2026'].map((year) => ({
      effectiveFrom: `${year}-01-01`,
      citation: `ZZ Guide (${year}), formula`,
      value: 'Formula',
    }));
    const state = defineStateData(
      {
        ...ZZ_JSON,
        incomeTax: {
          supplemental: { method: 'aggregate', citationOf: 'method' },
          additional: { field: 'extra', label: 'ZZ-4 line 2', citationOf: 'method' },
        },
        parameters: {
          ...ZZ_JSON.parameters,
          method: {
            name: 'zz.method',
            description: 'Method',
            unit: 'method',
            values: methodValues,
          },
        },
      },
      { ...ZZ_READERS, method: read.text },
    );
    const citations = (payDate: string) =>
      withhold({ isExempt: false, extra: 1_000 }, undefined, state, payDate)
        .trace.filter(
          ({ step }) => step === 'state.zz.supplemental' || step === 'state.zz.additional',
        )
        .map(({ step, citation }) => [step, citation]);
    expect(citations('2025-12-26')).toEqual([
      ['state.zz.supplemental', 'ZZ Guide (2025), formula'],
      ['state.zz.additional', 'ZZ Guide (2025), formula'],
    ]);
    expect(citations('2026-01-09')).toEqual([
      ['state.zz.supplemental', 'ZZ Guide (2026), formula'],
      ['state.zz.additional', 'ZZ Guide (2026), formula'],
    ]);
  });

  test("the rule's own bonus method stands in for the declared one", () => {
    // bonus: 10% of $500 = $50.00 instead of $25.00; $32.31 + $50.00 + $10.00 = $92.31
    const supplemental = { method: 'flat-rate', rate: { value: 100_000, citation: 's' } } as const;
    const { lines } = withhold({ isExempt: false, extra: 1_000 }, { supplemental });
    expect(lines[0]).toEqual({ programId: 'zz-income-tax', amount: 9_231 });
  });
});
