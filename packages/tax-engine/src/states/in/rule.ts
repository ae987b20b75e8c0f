import { formatPercentExact, type Cents, type RatePpm } from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import { note, type TraceSink } from '../../trace';
import {
  buildFlatRateTax,
  buildPerPeriodCountStep,
  type FormulaStep,
} from '../shared/calculate-formula-withholding';
import { listOptionLabels } from '../shared/certificate-fields';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.in';
const NO_COUNTY = 'none';

const IN_DATA = defineStateData(data, {
  withholdingMethod: read.text,
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

/** The notice's per-period exemption tables: count x annual amount / periods, to the cent. */
function buildExemptions(
  params: InParameters,
  certificate: InCertificate,
  periodsPerYear: number,
): FormulaStep[] {
  const exemption = (
    step: string,
    line: string,
    count: number,
    annual: CitedValue<Cents>,
  ): FormulaStep =>
    buildPerPeriodCountStep(
      step,
      (exemptions, value) => `${line}: ${exemptions} x ${value} / ${periodsPerYear}`,
      count,
      annual,
      periodsPerYear,
    );
  return [
    exemption(
      'personal-exemptions',
      'WH-4 line 5, personal exemptions (Table A)',
      certificate.personalExemptions,
      params.personalExemption,
    ),
    exemption(
      'dependent-exemptions',
      'WH-4 line 6, dependent exemptions (Table B)',
      certificate.dependentExemptions,
      params.dependentExemption,
    ),
    exemption(
      'additional-dependent-exemptions',
      'WH-4 line 7, additional dependent exemptions (Table B)',
      certificate.additionalDependentExemptions,
      params.dependentExemption,
    ),
    exemption(
      'adopted-dependent-exemptions',
      'WH-4 line 8, adopted dependent exemptions (Table C)',
      certificate.adoptedDependentExemptions,
      params.adoptedDependentExemption,
    ),
  ];
}

/**
 * State or county tax: the notice's formula (`method`, its citation) at `rate` on the period's
 * wages less the exemptions, bonuses with the period's wages, and the WH-4's additional amount for
 * that tax.
 */
function withholdNoticeTax(
  prefix: string,
  method: string,
  exemptions: readonly FormulaStep[],
  rate: CitedValue<RatePpm>,
  rateLabel: string,
  additional: Cents,
  input: StateWithholdingInput<InCertificate>,
  trace: TraceSink,
): Cents {
  return withholdIncomeTax(
    {
      prefix,
      formula: () => ({
        citation: method,
        // The notice works per period with its exemption tables; state and county tax share that base.
        basis: 'period',
        subtractions: exemptions,
        computeTax: buildFlatRateTax(
          () => `${rateLabel} ${formatPercentExact(rate.value)} of taxable wages`,
          rate,
        ),
        rounding: 'cent',
      }),
      supplemental: { method: 'aggregate', citation: method },
      additional: {
        amount: additional,
        label: 'WH-4: additional amount each pay',
        citation: 'Form WH-4',
      },
    },
    input,
    trace,
  );
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
    const { certificate } = input;
    const method = params.withholdingMethod.citation;
    const exemptions = buildExemptions(params, certificate, input.periodsPerYear);
    const stateTax = withholdNoticeTax(
      PREFIX,
      method,
      exemptions,
      params.stateRate,
      'State tax:',
      certificate.additionalStateWithholding,
      input,
      trace,
    );
    const countyRate = findCountyRate(params, certificate.county, warnings);
    if (countyRate === undefined)
      trace?.push(
        note(`${PREFIX}.county`, 'No Indiana county on January 1: no county tax', method),
      );
    const countyTax =
      countyRate === undefined
        ? 0
        : withholdNoticeTax(
            `${PREFIX}.county`,
            method,
            exemptions,
            { value: countyRate, citation: params.countyRates.citation },
            `${findCountyName(certificate.county)} County tax:`,
            certificate.additionalCountyWithholding,
            input,
            trace,
          );
    return [
      { programId: 'in-income-tax', amount: stateTax },
      { programId: 'in-county-tax', amount: countyTax },
    ];
  },
});
