import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { WV_PARAMETERS } from './parameters';

const PREFIX = 'state.wv';
const PUBLICATION =
  "Form WV/IT-100.1A, West Virginia Employer's Withholding Tax Tables (2025 rates, released January 2025)";

export const WV_RULE = defineStateRule({
  code: 'WV',
  name: 'West Virginia',
  hasWageIncomeTax: true,
  parameters: WV_PARAMETERS,
  programs: [incomeTaxProgram('wv', 'West Virginia income tax')],
  certificate: {
    form: 'Form WV/IT-104',
    fields: [
      field.allowances('Exemptions claimed', { key: 'exemptions' }),
      {
        key: 'isOneEarner',
        kind: 'boolean',
        label: 'Withhold at the lower one-earner / one-job rate',
        help: 'Single with one job, or married with a spouse who does not work',
      },
      field.additionalAmount('Additional withholding per pay period'),
    ],
    // No WV/IT-104 on file: no exemptions (UNCERTAIN); the two-earner chart is the publication's default.
    defaults: { exemptions: 0, isOneEarner: false, additionalWithholding: 0 },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: $2,000 per exemption subtracts; two-earner chart unless the IT-104 asks for the one-earner chart (2.22% to 4.82%); per period rounded to whole dollars',
    notModelled: [
      'City service fees (Charleston, Huntington and others)',
      'Reciprocity with KY, MD, OH, PA and VA, and credits for tax paid to another state',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Exemption $2,000 and both 2025 charts: read in agreeing payroll vendor transcriptions and tax news (January 2025), not in IT-100.1A itself',
      'Supplemental wages: PayLab adds them to the period wages (aggregate method); sources disagree on whether a tiered flat rate is allowed',
      'No WV/IT-104 on file: PayLab withholds with no exemptions (UNCERTAIN)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const table = certificate.isOneEarner ? params.oneEarnerTable : params.twoEarnerTable;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: table.citation,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'exemptions',
              'Exemptions',
              certificate.exemptions,
              params.exemptionValue,
            ),
          ],
          computeTax: buildTableTax(
            certificate.isOneEarner
              ? 'Annual tax, one-earner / one-job chart'
              : 'Annual tax, two-earner / two-job chart',
            table.value,
            table.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (WV/IT-104)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'wv-income-tax', amount }];
  },
});
