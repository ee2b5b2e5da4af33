import { describe, expect, it } from 'vitest';
import type { DvpLibraryDto, KnowledgeEntryDto, KnowledgeGroupDto } from './api';
import { dvpPickerNodes, entriesUnder, groupPickerNodes, type PickerNode } from './picker-nodes';

const node = (key: string, entries: string[], children: PickerNode<string>[] = []): PickerNode<string> => ({
  key,
  name: key,
  count: entries.length,
  entries,
  children,
});

describe('entriesUnder', () => {
  const tree = [node('brake', ['a'], [node('caliper', ['b', 'c']), node('disc', ['d'])]), node('none', ['e'])];

  it('gives a node’s entries and those below it, or every entry without a key', () => {
    expect(entriesUnder(tree, 'brake')).toEqual(['a', 'b', 'c', 'd']);
    expect(entriesUnder(tree, 'disc')).toEqual(['d']);
    expect(entriesUnder(tree, undefined)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(entriesUnder(tree, 'gone')).toEqual([]);
  });
});

describe('dvpPickerNodes', () => {
  it('groups tests by their type path, those without a type last', () => {
    const test = (id: string, typeId: string | null, typePath: string | null) =>
      ({ id, typeId, typePath }) as DvpLibraryDto;
    const nodes = dvpPickerNodes(
      [
        test('1', null, null),
        test('2', 't2', '制动系统/制动块'),
        test('3', 't1', '制动系统/制动钳总成'),
        test('4', 't2', '制动系统/制动块'),
      ],
      '未分类',
    );
    expect(nodes.map((n) => [n.name, n.count])).toEqual([
      ['制动系统/制动块', 2],
      ['制动系统/制动钳总成', 1],
      ['未分类', 1],
    ]);
  });
});

describe('groupPickerNodes', () => {
  it('gives the PFMEA’s 4M groups that hold entries, the process steps’ keyed none', () => {
    const entry = (id: string) => ({ id }) as KnowledgeEntryDto;
    const groups: KnowledgeGroupDto[] = [
      { workElementCategory: null, count: 2, entries: [entry('a'), entry('b')] },
      { workElementCategory: 'man', count: 0, entries: [] },
      { workElementCategory: 'machine', count: 3, entries: [entry('c')] },
    ];
    const nodes = groupPickerNodes(groups, (group) => group ?? '工序级');
    expect(nodes.map((n) => [n.key, n.name, n.count])).toEqual([
      ['none', '工序级', 2],
      ['machine', 'machine', 3],
    ]);
    expect(entriesUnder(nodes, 'machine').map((e) => e.id)).toEqual(['c']);
  });
});
