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
import { listOptionLabels } from '../shared/certificate-fields';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.in';
const METHOD =
  'Indiana Departmental Notice #1, How to Compute Withholding for State and County Income Tax (2025)';
const NO_COUNTY = 'none';

const IN_DATA = defineStateData(data, {
  stateRate: read.rate,
  personalExemption: read.cents,
  dependentExemption: read.cents,
  adoptedDependentExemption: read.cents,
  countyRates: read.byAnyKey(read.rate),
});

type InParameters = ResolvedGroup<typeof IN_DATA.parameters>;

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
  rate: CitedValue<RatePpm>,
  rateLabel: string,
): WithholdingFormula {
  return {
    prefix,
    citation: METHOD,
    // The notice works per period with its exemption tables; state and county tax share that base.
    basis: 'period',
    subtractions,
    computeTax: buildFlatRateTax(
      `${rateLabel} ${formatPercentExact(rate.value)} of taxable wages`,
      rate,
    ),
    rounding: 'cent',
  };
}

// The WH-4 select prints each county as "Adams (01)": its name, then its code.
const COUNTY_LABELS = listOptionLabels(IN_DATA.certificate.fields, 'county');

function findCountyName(code: string): string {
  return COUNTY_LABELS.get(code)?.replace(` (${code})`, '') ?? code;
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
  ...IN_DATA,
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
        formula: () => buildFormula(PREFIX, exemptions, params.stateRate, 'State tax:'),
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
    const countyName = findCountyName(certificate.county);
    const countyPrefix = `${PREFIX}.county`;
    const countyTax = withholdIncomeTax(
      {
        prefix: countyPrefix,
        formula: () =>
          buildFormula(
            countyPrefix,
            exemptions,
            { value: countyRate, citation: params.countyRates.citation },
            `${countyName} County tax:`,
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
