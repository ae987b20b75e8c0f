import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import { calculateFormulaWithholding } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import {
  applyFlatRate,
  dividePerPeriod,
  taxFromBrackets,
  taxFromTable,
} from '../shared/state-math';
import { incomeTaxProgram, withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import {
  MD_COUNTIES,
  MD_PARAMETERS,
  type MdCounty,
  type MdLocalRate,
  type MdScheduleStatus,
  type MdStandardDeduction,
} from './parameters';

const PREFIX = 'state.md';
const PUBLICATION = 'Comptroller of Maryland, Maryland Employer Withholding Guide (January 2025)';
const NONRESIDENT = 'nonresident';
type MdResidence = MdCounty | typeof NONRESIDENT;

const COUNTY_LABELS: Readonly<Record<MdCounty, string>> = {
  allegany: 'Allegany County',
  'anne-arundel': 'Anne Arundel County',
  'baltimore-city': 'Baltimore City',
  'baltimore-county': 'Baltimore County',
  calvert: 'Calvert County',
  caroline: 'Caroline County',
  carroll: 'Carroll County',
  cecil: 'Cecil County',
  charles: 'Charles County',
  dorchester: 'Dorchester County',
  frederick: 'Frederick County',
  garrett: 'Garrett County',
  harford: 'Harford County',
  howard: 'Howard County',
  kent: 'Kent County',
  montgomery: 'Montgomery County',
  'prince-georges': "Prince George's County",
  'queen-annes': "Queen Anne's County",
  'st-marys': "St. Mary's County",
  somerset: 'Somerset County',
  talbot: 'Talbot County',
  washington: 'Washington County',
  wicomico: 'Wicomico County',
  worcester: 'Worcester County',
};

function selectResidence(value: string): MdResidence | undefined {
  if (value === NONRESIDENT) return NONRESIDENT;
  return MD_COUNTIES.find((county) => county === value);
}

function calculateStandardDeduction(deduction: MdStandardDeduction, annualWages: Cents): Cents {
  if (deduction.kind === 'flat') return deduction.amount;
  const share = applyFlatRate(annualWages, deduction.rate);
  return Math.min(deduction.maximum, Math.max(deduction.minimum, share));
}

function describeStandardDeduction(deduction: MdStandardDeduction): string {
  return deduction.kind === 'flat'
    ? `Standard deduction, flat ${formatUsd(deduction.amount)}`
    : `Standard deduction, ${formatPercent(deduction.rate)} of annual wages within ${formatUsd(deduction.minimum)} to ${formatUsd(deduction.maximum)}`;
}

function calculateLocalTax(rate: MdLocalRate, status: MdScheduleStatus, taxable: Cents): Cents {
  return rate.kind === 'flat'
    ? applyFlatRate(taxable, rate.rate)
    : taxFromBrackets(rate[status], taxable);
}

/** The county's highest rate, which lump-sum bonuses take. */
function findTopLocalRate(rate: MdLocalRate): number {
  return rate.kind === 'flat' ? rate.rate : Math.max(...rate.single.map((band) => band.rate));
}

function describeLocalRate(rate: MdLocalRate, status: MdScheduleStatus): string {
  return rate.kind === 'flat'
    ? formatPercent(rate.rate)
    : rate[status].map((band) => formatPercent(band.rate)).join(', ') + ` (${status} brackets)`;
}

type MdParams = ResolvedGroup<typeof MD_PARAMETERS>;

export const MD_RULE = defineStateRule({
  code: 'MD',
  name: 'Maryland',
  hasWageIncomeTax: true,
  parameters: MD_PARAMETERS,
  programs: [
    incomeTaxProgram('md', 'MD income tax'),
    {
      id: 'md-local-income-tax',
      kind: 'local-income-tax',
      label: 'MD county income tax',
      localityField: 'county',
    },
  ],
  certificate: {
    form: 'MW507',
    fields: [
      field.filingStatus('Filing status', [
        { value: 'single', label: 'Single' },
        {
          value: 'married',
          label: 'Married (surviving spouse or unmarried head of household) rate',
        },
        { value: 'married-single-rate', label: 'Married, but withhold at the single rate' },
      ]),
      field.allowances('Line 1: total number of exemptions', { key: 'exemptions', max: 99 }),
      {
        key: 'county',
        kind: 'select',
        label: 'County of residence (or Baltimore City)',
        isLocality: true,
        options: [
          ...MD_COUNTIES.map((county) => ({ value: county, label: COUNTY_LABELS[county] })),
          { value: NONRESIDENT, label: 'Not a Maryland resident (special nonresident tax)' },
        ],
        help: 'Without an MW507 naming a county, the highest 2025 local rate (3.20%) applies',
      },
      field.additionalAmount('Line 2: additional withholding each pay period', {
        key: 'extraWithholding',
      }),
    ],
    // Without an MW507 the employer withholds as single with no exemptions, at the highest local rate.
    defaults: {
      filingStatus: 'single',
      exemptions: 0,
      county: 'baltimore-city',
      extraWithholding: 0,
    },
  },
  compliance: {
    publication: `${PUBLICATION}; revised withholding formula (July 2025) for H.B. 352`,
    method:
      'Annualised: a standard deduction and $3,200 per exemption subtract; state rates from 4.75% and the county (or Baltimore City) rate on the same taxable wages; nothing at or below $5,000 taxable; H.B. 352 changes from July 2025',
    notModelled: [
      'Reciprocity with residents of the District of Columbia, Pennsylvania, Virginia and West Virginia',
      'Maryland residents working in Delaware or another state without reciprocity (the guide\'s "Delaware" calculation)',
      'Maryland FAMLI contributions, deferred beyond 2025',
    ],
    confidence: 'uncertain',
    uncertainties: [
      "Standard deduction before July 2025: 15% of wages within $1,800 to $2,700, the 2024 guide's amounts; the January 2025 guide was not read",
      'No withholding at or below $5,000 of annual taxable wages, and the 4.75% rate from the first dollar: read from secondary transcriptions of the percentage tables',
      "The Comptroller's tables use local percentages that match or slightly exceed each county's rate; PayLab applies the county rates themselves, so amounts may differ by cents",
      "Tax year 2025 rates of Anne Arundel (2.94% middle bracket), Calvert (3.20%), Cecil (2.74%) and St. Mary's (3.20%) rest on one secondary source",
      'Default county without an MW507 (the highest local rate): read in a secondary source',
    ],
  },
  calculate(params, input, trace, warnings) {
    const { certificate, periodsPerYear } = input;
    const status = selectSingleOrMarried(certificate.filingStatus);
    let residence = selectResidence(certificate.county);
    if (!residence) {
      warnings.push(
        `Maryland: county "${certificate.county}" is not a Maryland jurisdiction; the highest local rate (Baltimore City) was used`,
      );
      residence = 'baltimore-city';
    }
    const annualWages = input.wages * periodsPerYear;
    const standardDeduction = calculateStandardDeduction(
      params.standardDeduction.value,
      annualWages,
    );
    const exemptions = certificate.exemptions * params.exemption.value;
    const taxable = Math.max(0, annualWages - standardDeduction - exemptions);
    const isAtOrBelowFloor = taxable <= params.withholdingFloor.value;
    const table = params.stateSchedules.value[status];

    const stateRegular = calculateFormulaWithholding(
      {
        prefix: PREFIX,
        citation: PUBLICATION,
        basis: 'annual',
        subtractions: [
          {
            step: 'standard-deduction',
            label: describeStandardDeduction(params.standardDeduction.value),
            amount: standardDeduction,
            citation: params.standardDeduction.citation,
          },
          {
            step: 'exemptions',
            label: `${certificate.exemptions} MW507 exemptions x ${formatUsd(params.exemption.value)}`,
            amount: exemptions,
            citation: params.exemption.citation,
          },
        ],
        computeTax: (amount) => {
          if (isAtOrBelowFloor) {
            return {
              label: `Taxable wages at or below ${formatUsd(params.withholdingFloor.value)}: nothing withheld`,
              amount: 0,
              citation: params.withholdingFloor.citation,
            };
          }
          const stateTax = taxFromTable(table, amount);
          if (residence !== NONRESIDENT) {
            return {
              label: `Annual state tax, ${status} rates`,
              amount: stateTax,
              citation: params.stateSchedules.citation,
            };
          }
          return {
            label: `Annual state tax, ${status} rates, plus the ${formatPercent(params.nonresidentRate.value)} special nonresident tax`,
            amount: stateTax + applyFlatRate(amount, params.nonresidentRate.value),
            citation: `${params.stateSchedules.citation}; ${params.nonresidentRate.citation}`,
          };
        },
        rounding: 'cent',
      },
      { wages: input.wages, periodsPerYear },
      trace,
    );

    const localRegular =
      residence === NONRESIDENT || isAtOrBelowFloor
        ? 0
        : calculateMdLocal(params, residence, status, taxable, periodsPerYear, trace);
    const supplemental = calculateMdSupplemental(params, residence, input.supplementalWages, trace);
    const extra = withholdAdditionalAmount(
      PREFIX,
      {
        amount: certificate.extraWithholding,
        label: 'MW507 line 2 additional withholding',
        citation: PUBLICATION,
        step: 'extra',
      },
      trace,
    );
    return [
      { programId: 'md-income-tax', amount: stateRegular + supplemental.state + extra },
      { programId: 'md-local-income-tax', amount: localRegular + supplemental.local },
    ];
  },
});

function calculateMdLocal(
  params: MdParams,
  county: MdCounty,
  status: MdScheduleStatus,
  taxable: Cents,
  periodsPerYear: number,
  trace: TraceSink,
): Cents {
  const rate = params.localRates.value[county];
  const annual = calculateLocalTax(rate, status, taxable);
  const perPeriod = dividePerPeriod(annual, periodsPerYear);
  trace?.push(
    money(
      `${PREFIX}.local`,
      `${COUNTY_LABELS[county]} tax: ${describeLocalRate(rate, status)} of ${formatUsd(taxable)} taxable, ${formatUsd(annual)} a year / ${periodsPerYear}`,
      perPeriod,
      params.localRates.citation,
    ),
  );
  return perPeriod;
}

/** Lump-sum bonuses: the top state rate, plus the county's top rate (or the nonresident rate). */
function calculateMdSupplemental(
  params: MdParams,
  residence: MdResidence,
  supplementalWages: Cents,
  trace: TraceSink,
): { state: Cents; local: Cents } {
  if (supplementalWages <= 0) return { state: 0, local: 0 };
  const stateRate =
    params.supplementalStateRate.value +
    (residence === NONRESIDENT ? params.nonresidentRate.value : 0);
  const localRate =
    residence === NONRESIDENT ? 0 : findTopLocalRate(params.localRates.value[residence]);
  const state = applyFlatRate(supplementalWages, stateRate);
  const local = applyFlatRate(supplementalWages, localRate);
  if (trace) {
    trace.push(
      money(
        `${PREFIX}.supplemental`,
        `State withholding on supplemental wages: ${formatPercent(stateRate)} of ${formatUsd(supplementalWages)}`,
        state,
        params.supplementalStateRate.citation,
      ),
    );
    if (local > 0) {
      trace.push(
        money(
          `${PREFIX}.local-supplemental`,
          `Local withholding on supplemental wages: ${formatPercent(localRate)} of ${formatUsd(supplementalWages)}`,
          local,
          params.localRates.citation,
        ),
      );
    }
  }
  return { state, local };
}
