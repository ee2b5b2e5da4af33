import type {
  MsClassificationDto,
  MsFileDto,
  MsFolderDto,
  MsFolderNode,
  MsItemDto,
  MsMoveTargetsDto,
  MsRecycleItemDto,
  MsSequenceStyleDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { createToolUser, tenantIdByName } from '../../../../test/factories';
import { type MsTestUsers, signInMsTestUsers } from './ms-test-users';

// The calls of my files added after the first round: quick delete, the move dialog's targets, the list order saved
// per user, and the classification of files by kind.

let t: TestApp;
let u: MsTestUsers;
/** A user of its own for the classification, so that its counts hold only what its test made. */
let sorter: string;
const { ok, refused } = apiClient(() => t);

const FOLDERS = '/qis/api/app/folders';
const FAF = '/qis/api/app/folderAndFile';
type Paged<T> = { items: T[]; totalCount: number };

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInMsTestUsers(t, 'msx');
  const tenantId = await tenantIdByName(t.database.db);
  await createToolUser(t.database.db, { tenantId, userName: 'msxk', password: 'Stat@1234' });
  sorter = await t.login('msxk', 'Stat@1234');
});
afterAll(() => t?.close());

const createFolder = (name: string, parentId: string | null = null, token = u.mine) =>
  ok<MsFolderDto>(token, 'POST', `${FOLDERS}/creatOrEditFolder`, { name, parentId });
const createFile = (name: string, folderId: string | null, extra: Record<string, unknown> = {}, token = u.mine) =>
  ok<MsFileDto>(token, 'POST', `${FOLDERS}/creatOrEditFiles`, { name, folderId, ...extra });
const files = (folderId: string) => ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList?folderId=${folderId}`);
const folders = (parentId: string) =>
  ok<MsFolderDto[]>(u.mine, 'GET', `${FOLDERS}/wGetFoldersList?parentId=${parentId}`);
const page = (folderId: string) => ok<Paged<MsItemDto>>(u.mine, 'GET', `${FAF}/pageFolderAndFile?folderId=${folderId}`);
const bin = () => ok<Paged<MsRecycleItemDto>>(u.mine, 'GET', `${FOLDERS}/recycleBinFoldersList`);
const quickDelete = (body: unknown, token = u.mine) =>
  ok<{ deleted: number }>(token, 'POST', `${FOLDERS}/quickDelete`, body);
const moveTargets = (ids: string[], token = u.mine) =>
  ok<MsMoveTargetsDto>(token, 'GET', `${FOLDERS}/removeFoldersList?ids=${ids.join(',')}`);
const setSequence = (style: MsSequenceStyleDto, token = u.mine) =>
  ok<MsSequenceStyleDto>(token, 'POST', `${FAF}/changeMSSequenceStyle`, style);
const sequence = (token = u.mine) => ok<MsSequenceStyleDto>(token, 'GET', `${FAF}/msSequenceStyle`);
const classify = (query = '', token = u.mine) => ok<MsClassificationDto>(token, 'GET', `${FAF}/classification${query}`);
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);
/** The tree as nested [name, children] pairs. */
const shape = (nodes: MsFolderNode[]): unknown[] => nodes.map((n) => [n.name, shape(n.children)]);

describe('the new calls: access and validation', () => {
  it('need a signed-in user, and the statistics plugin', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', `${FOLDERS}/quickDelete`, { fileIds: [crypto.randomUUID()] }],
      ['GET', `${FOLDERS}/removeFoldersList`, undefined],
      ['POST', `${FAF}/changeMSSequenceStyle`, { sequence: 'name', direction: 'asc' }],
      ['GET', `${FAF}/msSequenceStyle`, undefined],
      ['GET', `${FAF}/classification`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      await refused(undefined, method as 'GET', url, payload, failure(401));
      await refused(u.noPlugin, method as 'GET', url, payload, failure(403, '插件未启用'));
    }
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const tooMany = Array.from({ length: 300 }, () => crypto.randomUUID());
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', `${FOLDERS}/quickDelete`, { folderIds: [], fileIds: [] }, /^参数 folderIds 无效：请选择要删除的项目/],
      ['POST', `${FOLDERS}/quickDelete`, {}, /^参数 folderIds 无效：请选择要删除的项目/],
      ['POST', `${FOLDERS}/quickDelete`, { fileIds: ['x'] }, /^参数 fileIds\.0 无效/],
      [
        'POST',
        `${FOLDERS}/quickDelete`,
        { folderIds: tooMany, fileIds: tooMany },
        /^参数 folderIds 无效：一次最多删除500个项目/,
      ],
      ['GET', `${FOLDERS}/removeFoldersList?ids=${crypto.randomUUID()},x`, undefined, /^参数 ids 无效/],
      ['POST', `${FAF}/changeMSSequenceStyle`, { sequence: 'size', direction: 'asc' }, /^参数 sequence 无效/],
      ['POST', `${FAF}/changeMSSequenceStyle`, { sequence: 'name', direction: 'up' }, /^参数 direction 无效/],
      ['POST', `${FAF}/changeMSSequenceStyle`, { direction: 'asc' }, /^参数 sequence 无效/],
      ['GET', `${FAF}/classification?kind=pareto`, undefined, /^参数 kind 无效/],
      ['GET', `${FAF}/classification?kind=data&MaxResultCount=0`, undefined, /^参数 MaxResultCount 无效/],
    ];
    for (const [method, url, payload, message] of cases)
      await refused(u.mine, method as 'GET', url, payload, failure(400, message));
  });
});

describe('quick delete', () => {
  it('moves a folder with its contents and two files to the recycle bin in one call, and they come back', async () => {
    const home = await createFolder('批量');
    const folder = await createFolder('旧报告', home.id);
    const inner = await createFolder('内层', folder.id);
    const innerFile = await createFile('内层数据', inner.id);
    const a = await createFile('甲', home.id);
    const b = await createFile('乙', home.id, { kind: 'regression' });
    const kept = await createFile('留下', home.id);

    expect(await quickDelete({ folderIds: [folder.id], fileIds: [a.id, b.id] })).toEqual({ deleted: 3 });
    expect(names((await page(home.id)).items)).toEqual(['留下']);
    // The bin lists what was named; the folder carries its contents.
    const binned = await bin();
    expect(binned.items.map((i) => [i.type, i.name]).sort()).toEqual([
      ['file', '乙'],
      ['file', '甲'],
      ['folder', '旧报告'],
    ]);
    await refused(u.mine, 'GET', `${FOLDERS}/filesList?folderId=${inner.id}`, undefined, failure(404));

    for (const item of binned.items) await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: item.id, type: item.type });
    expect(names(await folders(home.id))).toEqual(['旧报告']);
    expect(names(await files(home.id))).toEqual(['甲', '乙', '留下']);
    expect((await files(inner.id)).map((f) => f.id)).toEqual([innerFile.id]);
    expect((await bin()).totalCount).toBe(0);
    expect(kept.folderId).toBe(home.id);
  });

  it('leaves an item named with its own folder to that folder: it comes back with it', async () => {
    const folder = await createFolder('连带');
    const file = await createFile('连带数据', folder.id);
    expect(await quickDelete({ folderIds: [folder.id, folder.id], fileIds: [file.id] })).toEqual({ deleted: 2 });
    expect((await bin()).items.map((i) => i.name)).toEqual(['连带']);
    await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: folder.id, type: 'folder' });
    expect(names(await files(folder.id))).toEqual(['连带数据']);
  });

  it('deletes nothing when one id is not mine, unknown or already deleted (404)', async () => {
    const folder = await createFolder('全或无');
    const mine = await createFile('我的', folder.id);
    const gone = await createFile('已删', folder.id);
    await ok(u.mine, 'DELETE', `${FOLDERS}/files?id=${gone.id}`);
    const theirs = await createFile('同事的', null, {}, u.colleague);
    const theirFolder = await createFolder('同事的文件夹', null, u.colleague);
    const refusedBodies = [
      { folderIds: [folder.id], fileIds: [theirs.id] },
      { folderIds: [theirFolder.id], fileIds: [mine.id] },
      { folderIds: [folder.id], fileIds: [crypto.randomUUID()] },
      { fileIds: [mine.id, gone.id] },
    ];
    for (const body of refusedBodies) await refused(u.mine, 'POST', `${FOLDERS}/quickDelete`, body, failure(404));
    await refused(u.otherTenant, 'POST', `${FOLDERS}/quickDelete`, { fileIds: [mine.id] }, failure(404));
    expect(names(await files(folder.id))).toEqual(['我的']);
    expect(await ok(u.colleague, 'GET', `${FOLDERS}/filesList`)).toMatchObject([{ id: theirs.id }]);
    await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: gone.id, type: 'file' });
  });
});

describe('move targets (removeFoldersList)', () => {
  it('answers my folder tree without the moving folders and everything below them; the root is always allowed', async () => {
    const top = await createFolder('移动目标');
    const keep = await createFolder('保留', top.id);
    const moving = await createFolder('要移动', top.id);
    const below = await createFolder('其下', moving.id);
    await createFolder('更深', below.id);
    await createFolder('保留子', keep.id);
    const file = await createFile('要移动的文件', keep.id);

    const full = await ok<MsFolderNode[]>(u.mine, 'GET', `${FAF}/folderTrees`);
    expect(await moveTargets([])).toEqual({ canUseRoot: true, folders: full });
    expect(await ok(u.mine, 'GET', `${FOLDERS}/removeFoldersList`)).toEqual({ canUseRoot: true, folders: full });

    const targets = await moveTargets([moving.id, file.id]);
    expect(targets.canUseRoot).toBe(true);
    const topNode = targets.folders.find((n) => n.id === top.id);
    expect(shape(topNode ? [topNode] : [])).toEqual([['移动目标', [['保留', [['保留子', []]]]]]]);
    const ids = JSON.stringify(targets);
    for (const id of [moving.id, below.id]) expect(ids).not.toContain(id);
    // Moving a file leaves every folder a target, its own included.
    expect(await moveTargets([file.id])).toEqual({ canUseRoot: true, folders: full });
  });

  it('answers 404 for an id that is unknown, deleted or someone else’s', async () => {
    const gone = await createFolder('已删目标');
    await ok(u.mine, 'DELETE', `${FOLDERS}/folders?id=${gone.id}`);
    const theirs = await createFolder('同事目标', null, u.colleague);
    const mine = await createFolder('我的目标');
    for (const ids of [[crypto.randomUUID()], [gone.id], [mine.id, theirs.id]])
      await refused(u.mine, 'GET', `${FOLDERS}/removeFoldersList?ids=${ids.join(',')}`, undefined, failure(404));
    await refused(u.colleague, 'GET', `${FOLDERS}/removeFoldersList?ids=${mine.id}`, undefined, failure(404));
    // Another user's targets hold none of my folders.
    expect(JSON.stringify(await moveTargets([], u.colleague))).not.toContain(mine.id);
  });
});

describe('the list order (changeMSSequenceStyle)', () => {
  it('is saved per user, and pageFolderAndFile, filesList and wGetFoldersList follow it', async () => {
    expect(await sequence()).toEqual({ sequence: 'custom', direction: 'asc' });
    const folder = await createFolder('顺序');
    const [fy, fx] = [await createFolder('y 夹', folder.id), await createFolder('x 夹', folder.id)];
    const beta = await createFile('beta', folder.id, { kind: 'regression' });
    const alpha = await createFile('Alpha', folder.id);
    const gamma = await createFile('gamma', folder.id, { kind: 'capability' });
    const delta = await createFile('delta', folder.id);
    // alpha changes last: the newest change.
    await ok(u.mine, 'POST', `${FAF}/changePCRenamed`, { id: alpha.id, name: 'alpha', version: 1 });
    const order = async () => names((await page(folder.id)).items);

    // custom: the sort numbers (creation order, then what reorder wrote).
    expect(await order()).toEqual(['y 夹', 'x 夹', 'beta', 'alpha', 'gamma', 'delta']);

    expect(await setSequence({ sequence: 'name', direction: 'asc' })).toEqual({ sequence: 'name', direction: 'asc' });
    expect(await sequence()).toEqual({ sequence: 'name', direction: 'asc' });
    expect(await order()).toEqual(['x 夹', 'y 夹', 'alpha', 'beta', 'delta', 'gamma']);
    expect(names(await files(folder.id))).toEqual(['alpha', 'beta', 'delta', 'gamma']);
    expect(names(await folders(folder.id))).toEqual(['x 夹', 'y 夹']);
    expect(names(await ok<MsFolderDto[]>(u.mine, 'GET', `${FAF}/folderList?parentId=${folder.id}`))).toEqual([
      'x 夹',
      'y 夹',
    ]);

    await setSequence({ sequence: 'name', direction: 'desc' });
    // Folders stay before files whatever the direction.
    expect(await order()).toEqual(['y 夹', 'x 夹', 'gamma', 'delta', 'beta', 'alpha']);

    await setSequence({ sequence: 'updatedAt', direction: 'desc' });
    expect(await order()).toEqual(['x 夹', 'y 夹', 'alpha', 'delta', 'gamma', 'beta']);
    await setSequence({ sequence: 'updatedAt', direction: 'asc' });
    expect(names(await files(folder.id))).toEqual(['beta', 'gamma', 'delta', 'alpha']);

    // kind: data, capability, regression … (MS_FILE_KINDS), then the name.
    await setSequence({ sequence: 'kind', direction: 'asc' });
    expect(await order()).toEqual(['x 夹', 'y 夹', 'alpha', 'delta', 'gamma', 'beta']);
    await setSequence({ sequence: 'kind', direction: 'desc' });
    expect(names(await files(folder.id))).toEqual(['beta', 'gamma', 'alpha', 'delta']);

    // Another user keeps the default, and my lists are not theirs to order.
    expect(await sequence(u.colleague)).toEqual({ sequence: 'custom', direction: 'asc' });
    await setSequence({ sequence: 'name', direction: 'desc' }, u.colleague);
    expect(await sequence()).toEqual({ sequence: 'kind', direction: 'desc' });

    await setSequence({ sequence: 'custom', direction: 'asc' });
    await ok(u.mine, 'POST', `${FOLDERS}/reorder`, {
      folderId: folder.id,
      folderIds: [fx.id, fy.id],
      fileIds: [delta.id, gamma.id, alpha.id, beta.id],
    });
    expect(await order()).toEqual(['x 夹', 'y 夹', 'delta', 'gamma', 'alpha', 'beta']);
    await setSequence({ sequence: 'custom', direction: 'desc' });
    expect(await order()).toEqual(['y 夹', 'x 夹', 'beta', 'alpha', 'gamma', 'delta']);
    await setSequence({ sequence: 'custom', direction: 'asc' });
  });

  it('orders Chinese names by pinyin where the database has a Chinese collation (PostgreSQL), else by code point', async () => {
    const folder = await createFolder('拼音');
    for (const name of ['中国', '阿', '北京']) await createFile(name, folder.id);
    await setSequence({ sequence: 'name', direction: 'asc' });
    const expected = t.app.services.dbKind === 'postgres' ? ['阿', '北京', '中国'] : ['中国', '北京', '阿'];
    expect(names(await files(folder.id))).toEqual(expected);
    expect(names((await page(folder.id)).items)).toEqual(expected);
    await setSequence({ sequence: 'custom', direction: 'asc' });
  });
});

describe('classification by kind', () => {
  it('counts my live files of every kind and pages one kind across folders with their folder paths', async () => {
    const empty = await classify('', sorter);
    expect(empty.counts).toEqual([
      { kind: 'data', count: 0 },
      { kind: 'capability', count: 0 },
      { kind: 'regression', count: 0 },
      { kind: 'oneWayAnova', count: 0 },
      { kind: 'twoWayAnova', count: 0 },
      { kind: 'orthogonal', count: 0 },
    ]);
    expect(empty.files).toEqual({ items: [], totalCount: 0 });

    const report = await createFolder('质量月报', null, sorter);
    const march = await createFolder('三月', report.id, sorter);
    await createFile('根数据', null, {}, sorter);
    const data = await createFile('三月数据', march.id, {}, sorter);
    const c1 = await createFile('月报能力', report.id, { kind: 'capability' }, sorter);
    const c2 = await createFile('三月能力', march.id, { kind: 'capability', dataFileId: data.id }, sorter);
    const c3 = await createFile('根能力', null, { kind: 'capability' }, sorter);
    await createFile('回归', march.id, { kind: 'regression' }, sorter);
    const binned = await createFile('已删能力', march.id, { kind: 'capability' }, sorter);
    await ok(sorter, 'DELETE', `${FOLDERS}/files?id=${binned.id}`);
    // c1 changes last: the newest change.
    await ok(sorter, 'POST', `${FAF}/keepFile`, { id: c1.id, settings: { lsl: 1 }, version: 1 });

    const all = await classify('', sorter);
    expect(all.counts.map((c) => [c.kind, c.count])).toEqual([
      ['data', 2],
      ['capability', 3],
      ['regression', 1],
      ['oneWayAnova', 0],
      ['twoWayAnova', 0],
      ['orthogonal', 0],
    ]);
    expect(all.files).toEqual({ items: [], totalCount: 0 });

    const capability = await classify('?kind=capability', sorter);
    expect(capability.counts).toEqual(all.counts);
    expect(capability.files.totalCount).toBe(3);
    expect(capability.files.items.map((f) => [f.id, f.name, f.folderPath])).toEqual([
      [c1.id, '月报能力', '质量月报'],
      [c3.id, '根能力', ''],
      [c2.id, '三月能力', '质量月报 / 三月'],
    ]);
    expect(capability.files.items[2]).toMatchObject({ kind: 'capability', dataFileId: data.id, size: null });
    const second = await classify('?kind=capability&SkipCount=1&MaxResultCount=1', sorter);
    expect(second.files).toMatchObject({ totalCount: 3, items: [{ id: c3.id }] });
    const none = await classify('?kind=orthogonal', sorter);
    expect(none.files).toEqual({ items: [], totalCount: 0 });

    // Nobody else sees them, and they see none of another user's.
    for (const token of [u.colleague, u.otherTenant]) {
      const theirs = await classify('?kind=capability', token);
      expect(theirs.files.items.map((f) => f.id)).not.toContain(c1.id);
      expect(JSON.stringify(theirs)).not.toContain('月报能力');
    }
    const other = await classify('?kind=capability&MaxResultCount=1000', u.otherTenant);
    expect(other.counts.every((c) => c.count === 0)).toBe(true);
  });
});
