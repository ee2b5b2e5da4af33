import { COMMON_PERMISSION } from './common';
import { fmeaPermissions as fmea } from './fmea';
import { fmeaLibraryPermissions as lib } from './fmea-library';
import { qfdPermissions as qfd } from './qfd';
import { systemPermissions as system } from './system';

/** A permission added whenever any of its members is held (shell spec §6, derived group entries). */
export interface DerivedGroup {
  readonly key: string;
  readonly name: string;
  readonly members: readonly string[];
}

const group = (entry: { key: string; name: string }, members: readonly { key: string }[]): DerivedGroup =>
  Object.freeze({ key: entry.key, name: entry.name, members: Object.freeze(members.map((m) => m.key)) });

/**
 * The derived group entries of shell spec §6, mapped to keys:
 * - DFMEA knowledge base → 'DFMEAknowledgeList' (DFMEA function, failure-mode, measure, DVP and
 *   influencing-factor libraries)
 * - PFMEA knowledge base → 'PFMEAknowledgeList' (PFMEA function, failure-mode and measure libraries)
 * - general knowledge → 'knowledge' (the FMEA knowledge menu: either knowledge base or process classification)
 * - QFD knowledge base → 'qfdKnowledge' (QFD requirement and characteristic libraries)
 * - permissions configuration → 'permissions' (roles, users, organization, FMEA or QFD product platform)
 * - basic configuration → 'pFmeaConfig' (DFMEA, PFMEA, MSR configure)
 * - DFMEA standards → 'DfmeaStandard' (SOD and SFM standards)
 * - PFMEA standards → 'PfmeaStandard', our key (PFMEA SOD standard)
 * - overall standards → 'standard', our key (either standards group)
 * A member may itself be a group; groups are resolved to a fixed point, so order does not matter.
 */
export const DERIVED_GROUPS: readonly DerivedGroup[] = Object.freeze([
  group(lib.DFMEAKnowledge, [
    lib.DFMEAFunctionLibrary,
    lib.DFMEAFailureModeLibrary,
    lib.DFMEAMeasuresLibrary,
    lib.DVPLibrary,
    lib.InfluencingFactorLibrary,
  ]),
  group(lib.PFMEAKnowledge, [lib.PFMEAFunctionLibrary, lib.PFMEAFailureModeLibrary, lib.PFMEAMeasuresLibrary]),
  group(lib.Knowledge, [lib.DFMEAKnowledge, lib.PFMEAKnowledge, lib.ProcessClassification]),
  group(qfd.Knowledge, [qfd.QualityRequirementLibrary, qfd.QualityCharacteristicLibrary]),
  group(system.Permissions, [
    system.Roles,
    system.Users,
    system.Organization,
    fmea.ProductPlatform,
    qfd.ProductPlatform,
  ]),
  group(fmea.BasicConfig, [fmea.DFMEAConfigure, fmea.PFMEAConfigure, fmea.FMEAMSRConfigure]),
  group(lib.DFMEAStandard, [lib.SODStandard, lib.SFMStandard]),
  group(lib.PFMEAStandard, [lib.PFMEASODStandard]),
  group(lib.Standard, [lib.DFMEAStandard, lib.PFMEAStandard]),
]);

/**
 * The permissions a user effectively holds: the granted keys, 'Common', and every derived group
 * any of whose members is held. Pure; the input is not changed.
 */
export function withDerivedPermissions(grantedKeys: Iterable<string>): Set<string> {
  const held = new Set(grantedKeys);
  held.add(COMMON_PERMISSION);
  let changed = true;
  while (changed) {
    changed = false;
    for (const g of DERIVED_GROUPS) {
      if (!held.has(g.key) && g.members.some((m) => held.has(m))) {
        held.add(g.key);
        changed = true;
      }
    }
  }
  return held;
}
