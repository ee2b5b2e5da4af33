import type { FmeaNet } from '@qis/shared';

/**
 * The parts of a net the form sheet carries (structure, functions and their net, failures and theirs, chain risks,
 * actions), by names instead of ids: what an export and its import must agree on. For tests. An action's own remarks
 * and evidence files are not in the sheet (its 备注 column is the chain's remarks; files cannot travel in it).
 */
export function netByNames(net: FmeaNet) {
  const elements = new Map(net.elements.map((e) => [e.id, e]));
  const path = (id: string): string => {
    const e = elements.get(id);
    return e ? `${e.parentId ? `${path(e.parentId)}/` : ''}${e.name}` : '?';
  };
  const fns = new Map(net.functions.map((f) => [f.id, `${path(f.elementId)}:${f.name}`]));
  const failures = new Map(net.failures.map((f) => [f.id, `${fns.get(f.functionId)}:${f.type}:${f.name}`]));
  const sorted = (items: string[]) => [...items].sort();
  return {
    elements: sorted(
      net.elements.map(
        (e) => `${path(e.id)} ${e.type}${e.workElementCategory ? `（${e.workElementCategory}）` : ''} ${e.number}`,
      ),
    ),
    functions: sorted(net.functions.map((f) => `${fns.get(f.id)} ${f.requirement} ${f.specialCharacteristic}`)),
    functionLinks: sorted(net.functionLinks.map((l) => `${fns.get(l.higherId)} <- ${fns.get(l.lowerId)}`)),
    failures: sorted(net.failures.map((f) => `${failures.get(f.id)} S${f.severity}`)),
    failureLinks: sorted(net.failureLinks.map((l) => `${failures.get(l.effectId)} <- ${failures.get(l.causeId)}`)),
    risks: sorted(
      net.risks.map(
        ({ modeId, causeId, version: _, ...rest }) =>
          `${failures.get(modeId)} <- ${failures.get(causeId)} ${JSON.stringify(rest)}`,
      ),
    ),
    actions: sorted(
      net.actions.map(
        ({ id: _, modeId, causeId, version: __, remarks: ___, evidenceFileIds: ____, ...rest }) =>
          `${failures.get(modeId)} <- ${failures.get(causeId)} ${JSON.stringify(rest)}`,
      ),
    ),
  };
}
