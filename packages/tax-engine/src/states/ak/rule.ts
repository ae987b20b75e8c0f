import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ak';

const AK_DATA = defineStateData(data, {
  uiEmployeeRate: read.rate,
  uiWageBase: read.cents,
});

export const AK_RULE = defineStateRule({
  ...AK_DATA,
  calculate(params, input, trace) {
    return withholdDeclaredContributions(AK_DATA.contributions, params, PREFIX, input, trace);
  },
});
