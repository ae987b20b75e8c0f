import { note } from '../trace';
import { defineStateRule, type ComplianceLine, type ComplianceResource } from './state-rule';

/*
 * The nine states that levy no tax on wages: a W-2 carries no box 15-17 line for them and
 * PayLab withholds no state income tax. Each is a rule like any other, so the registry is the one
 * list (STATES_WITHOUT_WAGE_INCOME_TAX is derived from it).
 */

export const STATES_WITHOUT_WAGE_INCOME_TAX_CITATION =
  'Federation of Tax Administrators, "State Individual Income Taxes" (2025): no broad-based wage income tax in AK, FL, NV, NH, SD, TN, TX, WA, WY; Tex. Const. art. 8, sec. 24-a; Fla. Const. art. VII, sec. 5';

interface NoWageIncomeTaxState {
  readonly code: string;
  readonly name: string;
  /** Where the state's lack of a wage tax is published; absent, the multi-state survey. */
  readonly citation?: string;
  /** Employee-paid programs the state has and PayLab does not compute yet; each paycheck warns. */
  readonly unmodelledPrograms?: readonly string[];
  readonly filings?: readonly ComplianceLine[];
  readonly resources?: readonly ComplianceResource[];
}

function defineNoWageIncomeTaxRule(state: NoWageIncomeTaxState) {
  const { code, name, citation = STATES_WITHOUT_WAGE_INCOME_TAX_CITATION } = state;
  const unmodelled = state.unmodelledPrograms ?? [];
  const warning = `${code} has no state income tax; its employee contributions (${unmodelled.join(', ')}) are not modelled and are set to 0`;
  return defineStateRule({
    code,
    name,
    hasWageIncomeTax: false,
    parameters: {},
    programs: [],
    certificate: { form: '', fields: [], defaults: {} },
    compliance: {
      publication: citation,
      method: 'No tax on wages: nothing to withhold.',
      notModelled: [
        ...unmodelled.map(
          (program) => `${program}: an employee-paid program PayLab does not withhold yet.`,
        ),
      ],
      confidence: 'official',
      uncertainties: [],
      filings: state.filings,
      resources: state.resources,
    },
    calculate(_params, _input, trace, warnings) {
      if (unmodelled.length === 0) {
        trace?.push(
          note(
            'state.income-tax',
            `${code} has no state income tax and no employee disability contribution`,
            citation,
          ),
        );
        return [];
      }
      warnings.push(warning);
      trace?.push(note('state.not-modelled', warning, citation));
      return [];
    },
    describeRequirements: () => [
      {
        label: 'Income tax withholding',
        value: `None: ${name} levies no personal income tax on wages`,
        citation,
      },
    ],
  });
}

export const FL_RULE = defineNoWageIncomeTaxRule({
  code: 'FL',
  name: 'Florida',
  citation: 'Fla. Const. art. VII, sec. 5: no tax on the income of natural persons',
  filings: [
    {
      label: 'Reemployment tax',
      value: "Form RT-6, quarterly, on each employee's wages up to the state's wage base",
      citation: 'Florida Department of Revenue, Form RT-6',
    },
  ],
});

export const NH_RULE = defineNoWageIncomeTaxRule({ code: 'NH', name: 'New Hampshire' });

export const NV_RULE = defineNoWageIncomeTaxRule({ code: 'NV', name: 'Nevada' });

export const SD_RULE = defineNoWageIncomeTaxRule({ code: 'SD', name: 'South Dakota' });

export const TN_RULE = defineNoWageIncomeTaxRule({ code: 'TN', name: 'Tennessee' });

export const TX_RULE = defineNoWageIncomeTaxRule({
  code: 'TX',
  name: 'Texas',
  citation: 'Tex. Const. art. 8, sec. 24-a: no tax on the net incomes of natural persons',
  filings: [
    {
      label: 'Unemployment insurance',
      value: 'Quarterly wage report and tax to the Texas Workforce Commission',
      citation: 'Texas Workforce Commission, "Unemployment Tax"',
    },
  ],
  resources: [
    {
      label: 'Texas Workforce Commission, unemployment tax',
      href: 'https://www.twc.texas.gov/businesses/unemployment-tax',
      description: 'Quarterly wage reports',
    },
  ],
});

export const WY_RULE = defineNoWageIncomeTaxRule({ code: 'WY', name: 'Wyoming' });
