import type { Parameter } from '../parameters/parameter';
import { AL_CONFORMITY } from '../states/al/conformity';
import { AR_CONFORMITY } from '../states/ar/conformity';
import { AZ_CONFORMITY } from '../states/az/conformity';
import { CA_CONFORMITY } from '../states/ca/conformity';
import { CO_CONFORMITY } from '../states/co/conformity';
import { CT_CONFORMITY } from '../states/ct/conformity';
import { DC_CONFORMITY } from '../states/dc/conformity';
import { DE_CONFORMITY } from '../states/de/conformity';
import { GA_CONFORMITY } from '../states/ga/conformity';
import { HI_CONFORMITY } from '../states/hi/conformity';
import { IA_CONFORMITY } from '../states/ia/conformity';
import { ID_CONFORMITY } from '../states/id/conformity';
import { IL_CONFORMITY } from '../states/il/conformity';
import { IN_CONFORMITY } from '../states/in/conformity';
import { KS_CONFORMITY } from '../states/ks/conformity';
import { KY_CONFORMITY } from '../states/ky/conformity';
import { LA_CONFORMITY } from '../states/la/conformity';
import { MA_CONFORMITY } from '../states/ma/conformity';
import { MD_CONFORMITY } from '../states/md/conformity';
import { ME_CONFORMITY } from '../states/me/conformity';
import { MI_CONFORMITY } from '../states/mi/conformity';
import { MN_CONFORMITY } from '../states/mn/conformity';
import { MO_CONFORMITY } from '../states/mo/conformity';
import { MS_CONFORMITY } from '../states/ms/conformity';
import { MT_CONFORMITY } from '../states/mt/conformity';
import { NC_CONFORMITY } from '../states/nc/conformity';
import { ND_CONFORMITY } from '../states/nd/conformity';
import { NE_CONFORMITY } from '../states/ne/conformity';
import { NJ_CONFORMITY } from '../states/nj/conformity';
import { NM_CONFORMITY } from '../states/nm/conformity';
import { NY_CONFORMITY } from '../states/ny/conformity';
import { OH_CONFORMITY } from '../states/oh/conformity';
import { OK_CONFORMITY } from '../states/ok/conformity';
import { OR_CONFORMITY } from '../states/or/conformity';
import { PA_CONFORMITY } from '../states/pa/conformity';
import { RI_CONFORMITY } from '../states/ri/conformity';
import { SC_CONFORMITY } from '../states/sc/conformity';
import { UT_CONFORMITY } from '../states/ut/conformity';
import { VA_CONFORMITY } from '../states/va/conformity';
import { VT_CONFORMITY } from '../states/vt/conformity';
import { WI_CONFORMITY } from '../states/wi/conformity';
import { WV_CONFORMITY } from '../states/wv/conformity';
import type { StateConformity } from './define-conformity';

/** Every state that taxes wages, by postal code, with its conformity of income-tax wages. */
export const STATE_CONFORMITY: Readonly<Record<string, Parameter<StateConformity>>> = {
  AL: AL_CONFORMITY,
  AR: AR_CONFORMITY,
  AZ: AZ_CONFORMITY,
  CA: CA_CONFORMITY,
  CO: CO_CONFORMITY,
  CT: CT_CONFORMITY,
  DC: DC_CONFORMITY,
  DE: DE_CONFORMITY,
  GA: GA_CONFORMITY,
  HI: HI_CONFORMITY,
  IA: IA_CONFORMITY,
  ID: ID_CONFORMITY,
  IL: IL_CONFORMITY,
  IN: IN_CONFORMITY,
  KS: KS_CONFORMITY,
  KY: KY_CONFORMITY,
  LA: LA_CONFORMITY,
  MA: MA_CONFORMITY,
  MD: MD_CONFORMITY,
  ME: ME_CONFORMITY,
  MI: MI_CONFORMITY,
  MN: MN_CONFORMITY,
  MO: MO_CONFORMITY,
  MS: MS_CONFORMITY,
  MT: MT_CONFORMITY,
  NC: NC_CONFORMITY,
  ND: ND_CONFORMITY,
  NE: NE_CONFORMITY,
  NJ: NJ_CONFORMITY,
  NM: NM_CONFORMITY,
  NY: NY_CONFORMITY,
  OH: OH_CONFORMITY,
  OK: OK_CONFORMITY,
  OR: OR_CONFORMITY,
  PA: PA_CONFORMITY,
  RI: RI_CONFORMITY,
  SC: SC_CONFORMITY,
  UT: UT_CONFORMITY,
  VA: VA_CONFORMITY,
  VT: VT_CONFORMITY,
  WI: WI_CONFORMITY,
  WV: WV_CONFORMITY,
};
