import { divideRounded, formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import {
  buildTableTax,
  buildValueStep,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { HI_PARAMETERS } from './parameters';

const PREFIX = 'state.hi';
const METHOD =
  "Booklet A, Employer's Tax Guide (Rev. 2025), Appendix 1, Part 1: annualized withholding";
const SUPPLEMENTAL_RULE =
  "Booklet A, Employer's Tax Guide (Rev. 2025): supplemental wages added to the regular wages of the period";
const WEEKS_PER_YEAR = 52;

/** HW-4 marital status; "married, but withhold at the higher single rate" uses the single table. */
export type HiFilingStatus = 'single' | 'married' | 'married-single-rate';

export type HiCertificate = {
  readonly filingStatus: HiFilingStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
};

// HAR 18-235-61-09(a): without an HW-4, withhold as if single with no exemptions.
const HI_DEFAULTS: HiCertificate = {
  filingStatus: 'single',
  allowances: 0,
  additionalWithholding: 0,
};

function buildFormula(
  params: ResolvedGroup<typeof HI_PARAMETERS>,
  certificate: HiCertificate,
): WithholdingFormula {
  const { allowance, lumpSumAllowance, annualTables } = params;
  const table = selectSingleOrMarried(certificate.filingStatus);
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'allowances',
        label: `HW-4 allowances: ${certificate.allowances} x ${formatUsd(allowance.value)}`,
        amount: certificate.allowances * allowance.value,
        citation: allowance.citation,
      },
      buildValueStep(
        'lump-sum-allowance',
        'Extra lump sum withholding allowance',
        lumpSumAllowance,
      ),
    ],
    computeTax: buildTableTax(
      `Annual tax from the ${table} table`,
      annualTables.value[table],
      annualTables.citation,
    ),
    rounding: 'cent',
  };
}

/**
 * TDI: 0.5% of the period's wages up to the weekly wage base, which a pay period of other than a
 * week scales by its weeks (52 / periods a year), rounded to the cent.
 */
function calculateTdi(
  params: ResolvedGroup<typeof HI_PARAMETERS>,
  wages: Cents,
  periodsPerYear: number,
  trace: TraceSink,
): Cents {
  const { tdiRate, tdiWeeklyWageBase } = params;
  const periodWageBase = divideRounded(tdiWeeklyWageBase.value * WEEKS_PER_YEAR, periodsPerYear);
  const taxableWages = Math.min(wages, periodWageBase);
  const contribution = applyFlatRate(taxableWages, tdiRate.value);
  if (trace) {
    if (taxableWages < wages) {
      trace.push(
        money(
          `${PREFIX}.tdi.wage-base`,
          `TDI wage base for this pay period (${formatUsd(tdiWeeklyWageBase.value)} a week x ${WEEKS_PER_YEAR} / ${periodsPerYear})`,
          periodWageBase,
          tdiWeeklyWageBase.citation,
        ),
      );
    }
    trace.push(
      money(
        `${PREFIX}.tdi`,
        `Hawaii TDI: ${formatPercent(tdiRate.value)} of ${formatUsd(taxableWages)}`,
        contribution,
        tdiRate.citation,
      ),
    );
  }
  return contribution;
}

export const HI_RULE = defineStateRule({
  code: 'HI',
  name: 'Hawaii',
  hasWageIncomeTax: true,
  parameters: HI_PARAMETERS,
  programs: [
    incomeTaxProgram('hi', 'HI income tax'),
    { id: 'hi-tdi', kind: 'disability', label: 'HI TDI', w2Box14Label: 'HITDI' },
  ],
  certificate: {
    form: 'HW-4',
    fields: [
      field.filingStatus('Marital status', [
        { value: 'single', label: 'Single (or head of household)' },
        { value: 'married', label: 'Married' },
        field.marriedAtSingleRate,
      ]),
      field.allowances('Total allowances'),
      field.additionalAmount('Additional amount each pay', {
        help: 'An additional dollar amount agreed with the employer; Hawaii allows no exempt status',
      }),
    ],
    defaults: HI_DEFAULTS,
  },
  compliance: {
    publication:
      "Booklet A, Employer's Tax Guide (Rev. 2025), Appendix 1; DLIR 2025 TDI maximum weekly wage base",
    method:
      'Annualised: wages x pay periods less $1,144 per allowance and the $1,650 lump sum allowance, taxed by the single or married table (1.4% to 7.9%), divided back; TDI 0.5% of wages up to $1,441.72 a week.',
    notModelled: [
      'Hawaii has no local income tax on wages.',
      "TDI is withheld at the 0.5% most the employee may be charged; a plan whose half of the premium is less is not modelled, nor is the employer's share or the Prepaid Health Care contribution.",
      'A Hawaii resident working in another state is not modelled: PayLab withholds for the work state.',
      'TDI eligibility (HRS 392-43(b)(1): $400 of wages and 14 weeks of 20 hours in the last 52 weeks) is assumed met.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The TDI weekly wage base is scaled for bi-weekly, semi-monthly and monthly pay by 52 / periods a year; the DLIR notice states only the weekly figure.',
      'The lump sum allowance is applied to every employee, whatever the allowances claimed, as the transcriptions of the 2025 tables read.',
    ],
  },
  describePrograms(params) {
    return {
      'hi-tdi': { rate: params.tdiRate },
    };
  },
  calculate(params, input, trace) {
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => buildFormula(params, input.certificate),
        supplemental: { method: 'aggregate', citation: SUPPLEMENTAL_RULE },
        additional: {
          amount: input.certificate.additionalWithholding,
          label: 'Additional amount agreed with the employer',
          citation:
            'Form HW-4 (Rev. 2022), instructions: an additional dollar amount by agreement with the employer',
        },
      },
      input,
      trace,
    );
    const tdi = calculateTdi(
      params,
      input.wages + input.supplementalWages,
      input.periodsPerYear,
      trace,
    );
    return [
      { programId: 'hi-income-tax', amount: incomeTax },
      { programId: 'hi-tdi', amount: tdi },
    ];
  },
});
