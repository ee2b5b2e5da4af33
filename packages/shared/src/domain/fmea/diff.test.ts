import { expect, it } from 'vitest';
import { diffNets } from './diff';
import { IDS, sampleNet } from './test-net';

it('names what was added, removed and changed between two nets, ignoring row versions', () => {
  const before = sampleNet();
  const after = sampleNet();
  after.failures = after.failures
    .filter((failure) => failure.id !== IDS.boreRough)
    .map((failure) => (failure.id === IDS.noStop ? { ...failure, severity: 9, version: 2 } : failure));
  after.failureLinks = after.failureLinks.filter((link) => link.causeId !== IDS.boreRough);
  after.risks = after.risks.filter((risk) => risk.causeId !== IDS.boreRough);
  after.elements = after.elements.map((element) => ({ ...element, version: 5 }));
  after.functions.push({
    id: '00000000-0000-4000-8000-000000000099',
    elementId: IDS.seal,
    name: '隔绝灰尘',
    requirement: '',
    specialCharacteristic: null,
    sortOrder: 1,
    version: 1,
  });

  const changes = diffNets(before, after);
  expect(changes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ part: 'functions', label: '隔绝灰尘', change: 'added' }),
      expect.objectContaining({ part: 'failures', label: '车辆无法停车', change: 'changed', fields: ['severity'] }),
      expect.objectContaining({ part: 'failures', label: '缸孔粗糙度超差', change: 'removed' }),
      expect.objectContaining({ part: 'failureLinks', label: '活塞卡滞 ← 缸孔粗糙度超差', change: 'removed' }),
      expect.objectContaining({ part: 'risks', label: '活塞卡滞 ← 缸孔粗糙度超差', change: 'removed' }),
    ]),
  );
  expect(changes).toHaveLength(5);
  expect(diffNets(before, sampleNet())).toEqual([]);
});
