import { defineParameter, percent, usd } from '../../parameters/parameter';
import { bracket, type MarginalBracket } from '../../parameters/schedules';

const JULY_2024 =
  'Ohio Employer Withholding Tax, Optional Computer Formula (payrolls from July 1, 2024; in force until September 2025)';
const OCTOBER_2025 =
  'Ohio Employer Withholding Tax, Optional Computer Formula (rev. 09/25, wages paid on and after October 1, 2025)';

export const OH_PARAMETERS = {
  exemption: defineParameter(
    'us.states.oh.withholding.exemption',
    'Value of one IT 4 exemption, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${JULY_2024}: $650 per exemption`,
        value: usd(650),
      },
    ],
  ),
  brackets: defineParameter<readonly MarginalBracket[]>(
    'us.states.oh.withholding.brackets',
    'Annual withholding brackets on wages less exemptions',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${JULY_2024}: annual brackets, 3.8% above $100,000; thresholds and the 2.75% band of the H.B. 33 income tax brackets`,
        value: [bracket('0', 26_050), bracket('2.75', 100_000), bracket('3.8', null)],
      },
      {
        effectiveFrom: '2025-10-01',
        value: [bracket('0', 26_050), bracket('2.75', 100_000), bracket('3.64', null)],
        unit: 'rate-schedule/year',
        citation: `${OCTOBER_2025}: annual brackets, 3.64% above $100,000 (H.B. 96); thresholds and the 2.75% band of the income tax brackets`,
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.oh.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately, set by rule',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: 'Ohio Adm.Code 5703-7-10: supplemental wages withheld at 3.5%',
        value: percent('3.5'),
      },
    ],
  ),
};
