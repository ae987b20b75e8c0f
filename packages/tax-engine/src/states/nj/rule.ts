import { note } from '../../trace';
import {
  buildCountStep,
  buildTableTax,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { NJ_PARAMETERS, NJ_RATE_LETTERS, type NjRateLetter } from './parameters';

const PREFIX = 'state.nj';
const METHOD = 'NJ-WT, New Jersey Withholding Rate Tables (Percentage Method), annualized';
const NJ_W4_LINE_2 =
  'Form NJ-W4 (1-21), line 2: Single or Married/CU Partner Separate withhold at Rate A, other statuses at Rate B unless line 3 names a letter';

type Params = ResolvedGroup<typeof NJ_PARAMETERS>;

/** NJ-W4 line 2 and line 3: the letter chosen on line 3 wins; otherwise the status decides. */
function selectRateLetter(status: string, letter: string): NjRateLetter {
  const chosen = NJ_RATE_LETTERS.find((candidate) => candidate === letter);
  if (chosen) return chosen;
  return status === 'single' || status === 'married-separate' ? 'A' : 'B';
}

function makeFormula(params: Params, letter: NjRateLetter, allowances: number): WithholdingFormula {
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [buildCountStep('allowances', 'NJ-W4 allowances', allowances, params.allowance)],
    computeTax: buildTableTax(
      `Annual tax from Rate "${letter}" table`,
      params.rateTables.value[letter],
      params.rateTables.citation,
    ),
    rounding: 'cent',
  };
}

export const NJ_RULE = defineStateRule({
  code: 'NJ',
  name: 'New Jersey',
  hasWageIncomeTax: true,
  parameters: NJ_PARAMETERS,
  programs: [
    incomeTaxProgram('nj', 'New Jersey income tax'),
    {
      id: 'nj-ui-wf',
      kind: 'unemployment',
      label: 'NJ Unemployment / Workforce Development',
      w2Box14Label: 'NJUI/WF/SWF',
    },
    {
      id: 'nj-tdi',
      kind: 'disability',
      label: 'NJ Temporary Disability Insurance',
      w2Box14Label: 'NJSDI',
    },
    {
      id: 'nj-fli',
      kind: 'family-leave',
      label: 'NJ Family Leave Insurance',
      w2Box14Label: 'NJFLI',
    },
  ],
  certificate: {
    form: 'NJ-W4',
    fields: [
      field.filingStatus(
        'Filing status (line 2)',
        [
          { value: 'single', label: 'Single' },
          { value: 'married-joint', label: 'Married/Civil Union Couple Joint' },
          { value: 'married-separate', label: 'Married/Civil Union Partner Separate' },
          { value: 'head-of-household', label: 'Head of Household' },
          {
            value: 'qualifying-widow',
            label: 'Qualifying Widow(er)/Surviving Civil Union Partner',
          },
        ],
        { key: 'status' },
      ),
      {
        key: 'rateLetter',
        kind: 'select',
        label: 'Wage chart letter (line 3)',
        options: [
          { value: '', label: 'None: the filing status decides' },
          ...NJ_RATE_LETTERS.map((letter) => ({ value: letter, label: `Rate ${letter}` })),
        ],
        help: 'From the wage chart when spouses both work or there is more than one job.',
      },
      field.allowances('Total allowances (line 4)'),
      field.additionalAmount('Additional amount per pay (line 5)'),
      field.exempt('Exempt (line 6)'),
    ],
    // No NJ-W4 on file: Rate A (single) with no allowances, the NJ-W4 line 2 rule for a single filer.
    defaults: {
      status: 'single',
      rateLetter: '',
      allowances: 0,
      additionalWithholding: 0,
      isExempt: false,
    },
  },
  compliance: {
    publication:
      'NJ-WT Withholding Rate Tables (Percentage Method, October 2020, in force for 2025); NJ-W4 (1-21); NJDOL 2025 contribution rates',
    method:
      'Annualized: NJ-W4 allowances subtract; tax from the Rate A-E table the NJ-W4 selects, divided per period; UI/WF, TDI and FLI on wages up to their bases.',
    notModelled: [
      'Per-period printed tables (PayLab annualizes the annual table; results can differ by a cent)',
      'Newark payroll tax (employer-paid) and reciprocity with Pennsylvania',
      'Private disability or family leave plans that replace the State plan',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Rate E table and the 9.9% rows of Rates C and D: one open-source transcription of the 2020 tables only',
      'Rows above $500,000 (9.9% to $1,000,000, 11.8% above): secondary sources, not the printed tables',
      'Default with no NJ-W4 on file (Rate A, no allowances): inferred from the NJ-W4 line 2 rule',
      'Supplemental wages added to regular wages (aggregate method): secondary sources only',
      'UI/WF, TDI and FLI worker rates: secondary sources (wage bases are from NJDOL)',
    ],
  },
  describePrograms(params) {
    return {
      'nj-ui-wf': {
        rate: {
          value: params.unemploymentRate.value + params.workforceRate.value,
          citation: `${params.unemploymentRate.citation}; ${params.workforceRate.citation}`,
        },
        wageBase: params.unemploymentWageBase,
      },
      'nj-tdi': { rate: params.disabilityRate, wageBase: params.disabilityWageBase },
      'nj-fli': { rate: params.familyLeaveRate, wageBase: params.disabilityWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const letter = selectRateLetter(certificate.status, certificate.rateLetter);
    if (!certificate.isExempt)
      trace?.push(note(`${PREFIX}.rate`, `Withheld at Rate "${letter}"`, NJ_W4_LINE_2));
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'NJ-W4 line 6 claims exemption: no income tax withheld',
          citation: METHOD,
        },
        formula: () => makeFormula(params, letter, certificate.allowances),
        supplemental: {
          method: 'aggregate',
          citation:
            'NJ-WT, supplemental wages: add to regular wages for the payroll period and withhold on the total',
        },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'NJ-W4 line 5 additional amount',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    const unemployment = withholdContribution(
      {
        step: `${PREFIX}.ui-wf`,
        label: 'UI and WF/SWF',
        rate: {
          value: params.unemploymentRate.value + params.workforceRate.value,
          citation: `${params.unemploymentRate.citation}; ${params.workforceRate.citation}`,
        },
        wageBase: params.unemploymentWageBase,
      },
      input,
      trace,
    );
    const disability = withholdContribution(
      {
        step: `${PREFIX}.tdi`,
        label: 'Temporary Disability Insurance',
        rate: params.disabilityRate,
        wageBase: params.disabilityWageBase,
      },
      input,
      trace,
    );
    const familyLeave = withholdContribution(
      {
        step: `${PREFIX}.fli`,
        label: 'Family Leave Insurance',
        rate: params.familyLeaveRate,
        wageBase: params.disabilityWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'nj-income-tax', amount: incomeTax },
      { programId: 'nj-ui-wf', amount: unemployment },
      { programId: 'nj-tdi', amount: disability },
      { programId: 'nj-fli', amount: familyLeave },
    ];
  },
});
