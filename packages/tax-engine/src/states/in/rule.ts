import {
  divideRounded,
  formatPercentExact,
  formatUsd,
  type Cents,
  type RatePpm,
} from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import { note } from '../../trace';
import {
  buildFlatRateTax,
  type FormulaStep,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { IN_COUNTY_NAMES, IN_PARAMETERS } from './parameters';

const PREFIX = 'state.in';
const METHOD =
  'Indiana Departmental Notice #1, How to Compute Withholding for State and County Income Tax (2025)';
const NO_COUNTY = 'none';

type InParameters = ResolvedGroup<typeof IN_PARAMETERS>;

export type InCertificate = {
  readonly personalExemptions: number;
  readonly dependentExemptions: number;
  readonly additionalDependentExemptions: number;
  readonly adoptedDependentExemptions: number;
  /** Departmental Notice #1 county code of the January 1 county, or `none`. */
  readonly county: string;
  readonly additionalStateWithholding: Cents;
  readonly additionalCountyWithholding: Cents;
};

const IN_DEFAULTS: InCertificate = {
  personalExemptions: 0,
  dependentExemptions: 0,
  additionalDependentExemptions: 0,
  adoptedDependentExemptions: 0,
  county: NO_COUNTY,
  additionalStateWithholding: 0,
  additionalCountyWithholding: 0,
};

/** One exemption line of the notice's per-period tables: count x annual amount / periods, to the cent. */
function buildExemption(
  step: string,
  label: string,
  exemptions: number,
  annual: CitedValue<Cents>,
  periodsPerYear: number,
): FormulaStep {
  return {
    step,
    label: `${label}: ${exemptions} x ${formatUsd(annual.value)} / ${periodsPerYear}`,
    amount: divideRounded(exemptions * annual.value, periodsPerYear),
    citation: annual.citation,
  };
}

function buildExemptions(
  params: InParameters,
  certificate: InCertificate,
  periodsPerYear: number,
): FormulaStep[] {
  return [
    buildExemption(
      'personal-exemptions',
      'WH-4 line 5, personal exemptions (Table A)',
      certificate.personalExemptions,
      params.personalExemption,
      periodsPerYear,
    ),
    buildExemption(
      'dependent-exemptions',
      'WH-4 line 6, dependent exemptions (Table B)',
      certificate.dependentExemptions,
      params.dependentExemption,
      periodsPerYear,
    ),
    buildExemption(
      'additional-dependent-exemptions',
      'WH-4 line 7, additional dependent exemptions (Table B)',
      certificate.additionalDependentExemptions,
      params.dependentExemption,
      periodsPerYear,
    ),
    buildExemption(
      'adopted-dependent-exemptions',
      'WH-4 line 8, adopted dependent exemptions (Table C)',
      certificate.adoptedDependentExemptions,
      params.adoptedDependentExemption,
      periodsPerYear,
    ),
  ];
}

function buildFormula(
  prefix: string,
  subtractions: readonly FormulaStep[],
  rate: RatePpm,
  rateLabel: string,
  rateCitation: string,
): WithholdingFormula {
  return {
    prefix,
    citation: METHOD,
    // The notice works per period with its exemption tables; state and county tax share that base.
    basis: 'period',
    subtractions,
    computeTax: buildFlatRateTax(
      `${rateLabel} ${formatPercentExact(rate)} of taxable wages`,
      rate,
      rateCitation,
    ),
    rounding: 'cent',
  };
}

function findCountyRate(
  params: InParameters,
  county: string,
  warnings: string[],
): RatePpm | undefined {
  if (county === NO_COUNTY) return undefined;
  const rate = params.countyRates.value[county];
  if (rate === undefined)
    warnings.push(
      `Indiana county code ${county} is not in Departmental Notice #1: no county tax withheld`,
    );
  return rate;
}

export const IN_RULE = defineStateRule({
  code: 'IN',
  name: 'Indiana',
  hasWageIncomeTax: true,
  parameters: IN_PARAMETERS,
  programs: [
    incomeTaxProgram('in', 'IN income tax'),
    {
      id: 'in-county-tax',
      kind: 'local-income-tax',
      label: 'IN county tax',
      localityField: 'county',
    },
  ],
  certificate: {
    form: 'WH-4',
    fields: [
      field.allowances('Line 5: personal exemptions', {
        key: 'personalExemptions',
        help: 'Yourself, your spouse, and each of you aged 65 or older or blind',
      }),
      field.allowances('Line 6: dependent exemptions', { key: 'dependentExemptions' }),
      field.allowances('Line 7: additional dependent exemptions', {
        key: 'additionalDependentExemptions',
      }),
      field.allowances('Line 8: adopted dependent exemptions', {
        key: 'adoptedDependentExemptions',
      }),
      {
        key: 'county',
        kind: 'select',
        label: 'County on January 1',
        isLocality: true,
        help: 'The Indiana county you lived in on January 1; if you lived outside Indiana, the county of your principal place of work',
        options: [
          { value: NO_COUNTY, label: 'No Indiana county on January 1' },
          ...Object.entries(IN_COUNTY_NAMES).map(([value, name]) => ({
            value,
            label: `${name} (${value})`,
          })),
        ],
      },
      field.additionalAmount('Additional state withholding each pay', {
        key: 'additionalStateWithholding',
      }),
      field.additionalAmount('Additional county withholding each pay', {
        key: 'additionalCountyWithholding',
      }),
    ],
    defaults: IN_DEFAULTS,
  },
  compliance: {
    publication:
      'Indiana Departmental Notice #1, How to Compute Withholding for State and County Income Tax (effective January 1, 2025; revised October 1, 2025)',
    method:
      "Per period: wages less WH-4 exemptions from the notice's tables ($1,000, $1,500 and $3,000 a year); 3% state tax and the January 1 county's rate on the same base, each rounded on its own.",
    notModelled: [
      'Reciprocity (Kentucky, Michigan, Ohio, Pennsylvania, Wisconsin residents, Form WH-47) is not modelled: PayLab withholds for the work state; county tax would still apply.',
      'The 30-day nonresident rule (Form WH-4AFF) is not modelled.',
      'PayLab does not work out the January 1 county: the employee states it on the WH-4.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The 92 county rates were read in one transcription of the January 2025 notice; 16 of them agree with published notices of their changes, the rest are unconfirmed.',
      'The October 2025 revision is taken to change no county rate (one transcription of it says so); no second source was found.',
      'The default without a WH-4 (no exemptions, no county) is assumed; the notice wording on it was not read.',
    ],
  },
  describePrograms(params) {
    return {
      'in-income-tax': { rate: params.stateRate },
    };
  },
  calculate(params, input, trace, warnings) {
    const { certificate, periodsPerYear } = input;
    const exemptions = buildExemptions(params, certificate, periodsPerYear);
    const stateTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () =>
          buildFormula(
            PREFIX,
            exemptions,
            params.stateRate.value,
            'State tax:',
            params.stateRate.citation,
          ),
        supplemental: { method: 'aggregate', citation: METHOD },
        additional: {
          amount: certificate.additionalStateWithholding,
          label: 'WH-4: additional amount each pay',
          citation: 'Form WH-4',
        },
      },
      input,
      trace,
    );
    const countyRate = findCountyRate(params, certificate.county, warnings);
    if (countyRate === undefined) {
      trace?.push(
        note(`${PREFIX}.county`, 'No Indiana county on January 1: no county tax', METHOD),
      );
      return [
        { programId: 'in-income-tax', amount: stateTax },
        { programId: 'in-county-tax', amount: 0 },
      ];
    }
    const countyName = IN_COUNTY_NAMES[certificate.county] ?? certificate.county;
    const countyPrefix = `${PREFIX}.county`;
    const countyTax = withholdIncomeTax(
      {
        prefix: countyPrefix,
        formula: () =>
          buildFormula(
            countyPrefix,
            exemptions,
            countyRate,
            `${countyName} County tax:`,
            params.countyRates.citation,
          ),
        supplemental: { method: 'aggregate', citation: METHOD },
        additional: {
          amount: certificate.additionalCountyWithholding,
          label: 'WH-4: additional amount each pay',
          citation: 'Form WH-4',
        },
      },
      input,
      trace,
    );
    return [
      { programId: 'in-income-tax', amount: stateTax },
      { programId: 'in-county-tax', amount: countyTax },
    ];
  },
});
