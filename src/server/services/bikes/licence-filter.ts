import { A1_MAX_CCM, A2_MAX_KW, AM_MAX_CCM, type Licence } from '@common/licence';
import { type RawBuilder, sql } from 'kysely';

/**
 * The bike types a rider with this licence may ride, as a condition on `bike_types` under the alias
 * `t` (src/common/licence.ts has the rules); null for A and for no licence: every type.
 */
export function licenceCondition(licence: Licence | undefined): RawBuilder<boolean> | null {
  const ccm = sql.ref('t.ccm');
  const power = sql.ref('t.power_kw');
  switch (licence) {
    case 'AM':
      return sql<boolean>`${ccm} <= ${AM_MAX_CCM}`;
    case 'A1':
      return sql<boolean>`${ccm} <= ${A1_MAX_CCM}`;
    case 'A2':
      return sql<boolean>`(${ccm} <= ${A1_MAX_CCM} or (${power} is not null and ${power} <= ${A2_MAX_KW}))`;
    default:
      return null;
  }
}
