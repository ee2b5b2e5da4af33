import {
  MS_FILE_MESSAGES,
  type MsFileDetailDto,
  type MsFileDto,
  type MsFolderDto,
  type MsFolderNode,
  type MsItemDto,
  type MsQuickAccessDto,
  type MsRecycleItemDto,
} from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, business, failure } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { type MsTestUsers, signInMsTestUsers } from './ms-test-users';

let t: TestApp;
let u: MsTestUsers;
const { ok, refused } = apiClient(() => t);

const FOLDERS = '/qis/api/app/folders';
const FAF = '/qis/api/app/folderAndFile';
type Paged<T> = { items: T[]; totalCount: number };

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInMsTestUsers(t, 'msf');
});
afterAll(() => t?.close());

const createFolder = (name: string, parentId: string | null = null, token = u.mine) =>
  ok<MsFolderDto>(token, 'POST', `${FOLDERS}/creatOrEditFolder`, { name, parentId });
const createFile = (name: string, folderId: string | null, extra: Record<string, unknown> = {}, token = u.mine) =>
  ok<MsFileDto>(token, 'POST', `${FOLDERS}/creatOrEditFiles`, { name, folderId, ...extra });
const folders = (parentId?: string, token = u.mine) =>
  ok<MsFolderDto[]>(token, 'GET', `${FOLDERS}/wGetFoldersList${parentId ? `?parentId=${parentId}` : ''}`);
const files = (folderId?: string, token = u.mine) =>
  ok<MsFileDto[]>(token, 'GET', `${FOLDERS}/filesList${folderId ? `?folderId=${folderId}` : ''}`);
const bin = (token = u.mine) => ok<Paged<MsRecycleItemDto>>(token, 'GET', `${FOLDERS}/recycleBinFoldersList`);
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

describe('my files: access and validation', () => {
  it('needs a signed-in user, and the statistics plugin', async () => {
    await refused(undefined, 'GET', `${FOLDERS}/wGetFoldersList`, undefined, failure(401));
    await refused(undefined, 'POST', `${FOLDERS}/creatOrEditFolder`, { name: '甲' }, failure(401));
    await refused(undefined, 'GET', `${FAF}/folderTrees`, undefined, failure(401));
    await refused(u.noPlugin, 'POST', `${FOLDERS}/creatOrEditFolder`, { name: '甲' }, failure(403, '插件未启用'));
    await refused(u.noPlugin, 'GET', `${FAF}/pageFolderAndFile`, undefined, failure(403, '插件未启用'));
    await refused(u.noPlugin, 'GET', `${FOLDERS}/recycleBinFoldersList`, undefined, failure(403, '插件未启用'));
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['POST', `${FOLDERS}/creatOrEditFolder`, { name: ' ' }, /^参数 name 无效：请输入名称/],
      ['POST', `${FOLDERS}/creatOrEditFolder`, { name: 'x'.repeat(101) }, /^参数 name 无效：名称不能超过100个字符/],
      ['POST', `${FOLDERS}/creatOrEditFolder`, { name: '甲', parentId: 'x' }, /^参数 parentId 无效/],
      [
        'POST',
        `${FOLDERS}/creatOrEditFolder`,
        { name: '甲', id: crypto.randomUUID() },
        /^参数 version 无效：修改时须提供 version/,
      ],
      ['POST', `${FOLDERS}/creatOrEditFiles`, { name: '甲', kind: 'pareto' }, /^参数 kind 无效/],
      ['GET', `${FOLDERS}/filesList?kind=pareto`, undefined, /^参数 kind 无效/],
      ['DELETE', `${FOLDERS}/folders?id=x`, undefined, /^参数 id 无效/],
      ['POST', `${FOLDERS}/recovery`, { id: crypto.randomUUID(), type: 'disk' }, /^参数 type 无效/],
      ['POST', `${FOLDERS}/xRemoveFolders`, { ids: [], targetFolderId: null }, /^参数 ids 无效：请选择要移动的项目/],
      ['POST', `${FAF}/keepFile`, { id: crypto.randomUUID(), settings: [], version: 1 }, /^参数 settings 无效/],
      ['POST', `${FAF}/changePCRenamed`, { id: crypto.randomUUID(), name: '甲', version: 0 }, /^参数 version 无效/],
    ];
    for (const [method, url, payload, message] of cases)
      await refused(u.mine, method as 'GET', url, payload, failure(400, message));
  });
});

describe('my folders and files', () => {
  it('creates, lists, renames and moves folders; names are unique among live siblings, whatever the case', async () => {
    const alpha = await createFolder('Alpha');
    const beta = await createFolder('Beta');
    const child = await createFolder('子文件夹', alpha.id);
    expect(alpha).toMatchObject({ parentId: null, name: 'Alpha', version: 1 });
    expect(child.parentId).toBe(alpha.id);
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/creatOrEditFolder`,
      { name: 'alpha' },
      business(MS_FILE_MESSAGES.folderNameTaken),
    );
    expect(names(await folders())).toEqual(['Alpha', 'Beta']);
    expect(names(await folders(alpha.id))).toEqual(['子文件夹']);
    expect(await ok(u.mine, 'GET', `${FAF}/folderList?parentId=${alpha.id}`)).toEqual(await folders(alpha.id));

    const renamed = await ok<MsFolderDto>(u.mine, 'POST', `${FOLDERS}/creatOrEditFolder`, {
      id: beta.id,
      name: 'Beta 2',
      version: 1,
    });
    expect(renamed).toMatchObject({ name: 'Beta 2', version: 2 });
    const stale = { id: beta.id, name: 'Beta 3', version: 1 };
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFolder`, stale, failure(409));

    // Into itself or below it: refused, by an edit and by a move.
    const intoChild = { id: alpha.id, name: 'Alpha', parentId: child.id, version: 1 };
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFolder`, intoChild, business(MS_FILE_MESSAGES.moveIntoItself));
    for (const targetFolderId of [alpha.id, child.id])
      await refused(
        u.mine,
        'POST',
        `${FOLDERS}/xRemoveFolders`,
        { ids: [alpha.id], targetFolderId },
        business(MS_FILE_MESSAGES.moveIntoItself),
      );
    await ok(u.mine, 'POST', `${FOLDERS}/xRemoveFolders`, { ids: [beta.id], targetFolderId: alpha.id });
    expect(names(await folders(alpha.id))).toEqual(['子文件夹', 'Beta 2']);
    expect(names(await folders())).toEqual(['Alpha']);

    const tree = await ok<MsFolderNode[]>(u.mine, 'GET', `${FAF}/folderTrees`);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children.map((c) => c.name)).toEqual(['子文件夹', 'Beta 2']);
  });

  it('creates data and analysis files, opens them and keeps an analysis file’s settings (409 when stale)', async () => {
    const folder = await createFolder('分析');
    const data = await createFile('直径数据', folder.id);
    expect(data).toMatchObject({ kind: 'data', size: 0, dataFileId: null, folderId: folder.id, version: 1 });
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/creatOrEditFiles`,
      { name: '直径数据', folderId: folder.id, kind: 'regression' },
      business(MS_FILE_MESSAGES.fileNameTaken),
    );
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/creatOrEditFiles`,
      { name: '能力', folderId: folder.id, kind: 'capability', dataFileId: folder.id },
      failure(400, /^参数 dataFileId 无效/),
    );
    const analysis = await createFile('能力分析', folder.id, {
      kind: 'capability',
      dataFileId: data.id,
      settings: { lsl: 9.5, usl: 10.5 },
    });
    expect(analysis).toMatchObject({ kind: 'capability', size: null, dataFileId: data.id });
    // A data file reads no data file: the field is ignored.
    const plain = await createFile('另一数据', null, { kind: 'data', dataFileId: data.id });
    expect(plain.dataFileId).toBeNull();
    expect(names(await files(folder.id))).toEqual(['直径数据', '能力分析']);
    const onlyData = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList?folderId=${folder.id}&kind=data`);
    expect(names(onlyData)).toEqual(['直径数据']);

    const opened = await ok<MsFileDetailDto>(u.mine, 'GET', `${FAF}/msFileDetail?id=${analysis.id}`);
    expect(opened.settings).toEqual({ lsl: 9.5, usl: 10.5 });
    expect(opened.lastOpenedAt).not.toBeNull();

    const kept = await ok<MsFileDetailDto>(u.mine, 'POST', `${FAF}/keepFile`, {
      id: analysis.id,
      settings: { lsl: 9, usl: 11, chart: { bar: '#112233' } },
      version: 1,
    });
    expect(kept).toMatchObject({ version: 2, settings: { lsl: 9, usl: 11, chart: { bar: '#112233' } } });
    const stale = { id: analysis.id, settings: { lsl: 1 }, version: 1 };
    await refused(u.mine, 'POST', `${FAF}/keepFile`, stale, failure(409));
    const onData = { id: data.id, settings: {}, version: 1 };
    await refused(u.mine, 'POST', `${FAF}/keepFile`, onData, business(MS_FILE_MESSAGES.notAnalysis));

    const renamed = await ok<MsFileDto>(u.mine, 'POST', `${FAF}/changePCRenamed`, {
      id: analysis.id,
      name: '过程能力',
      version: 2,
    });
    expect(renamed).toMatchObject({ name: '过程能力', version: 3 });
    const viaEdit = await ok<MsFileDto>(u.mine, 'POST', `${FOLDERS}/creatOrEditFiles`, {
      id: analysis.id,
      name: '过程能力 2',
      version: 3,
    });
    expect(viaEdit).toMatchObject({ name: '过程能力 2', version: 4 });
    await refused(
      u.mine,
      'POST',
      `${FAF}/changePCRenamed`,
      { id: analysis.id, name: '过程能力 3', version: 3 },
      failure(409),
    );
  });

  it('pages a folder’s folders then files, filtered by name', async () => {
    const folder = await createFolder('分页');
    await createFolder('b 子', folder.id);
    await createFolder('a 子', folder.id);
    await createFile('数据 a', folder.id);
    await createFile('数据 b', folder.id, { kind: 'regression' });
    const page = await ok<Paged<MsItemDto>>(u.mine, 'GET', `${FAF}/pageFolderAndFile?folderId=${folder.id}`);
    expect(page.totalCount).toBe(4);
    expect(page.items.map((i) => [i.type, i.name, i.kind, i.size])).toEqual([
      ['folder', 'b 子', null, null],
      ['folder', 'a 子', null, null],
      ['file', '数据 a', 'data', 0],
      ['file', '数据 b', 'regression', null],
    ]);
    const second = await ok<Paged<MsItemDto>>(
      u.mine,
      'GET',
      `${FAF}/pageFolderAndFile?folderId=${folder.id}&SkipCount=3&MaxResultCount=2`,
    );
    expect(second).toMatchObject({ totalCount: 4, items: [{ name: '数据 b' }] });
    const filtered = await ok<Paged<MsItemDto>>(
      u.mine,
      'GET',
      `${FAF}/pageFolderAndFile?folderId=${folder.id}&name=${encodeURIComponent(' A')}`,
    );
    expect(filtered.items.map((i) => i.name)).toEqual(['a 子', '数据 a']);
  });

  it('reorders a folder’s folders and files by their position in the lists', async () => {
    const folder = await createFolder('排序');
    const [x, y] = [await createFolder('x', folder.id), await createFolder('y', folder.id)];
    const [p, q, r] = [
      await createFile('p', folder.id),
      await createFile('q', folder.id),
      await createFile('r', folder.id),
    ];
    await ok(u.mine, 'POST', `${FOLDERS}/reorder`, {
      folderId: folder.id,
      folderIds: [y.id, x.id],
      fileIds: [r.id, p.id, q.id],
    });
    expect(names(await folders(folder.id))).toEqual(['y', 'x']);
    expect(names(await files(folder.id))).toEqual(['r', 'p', 'q']);
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/reorder`,
      { folderId: null, folderIds: [x.id] },
      failure(400, /^参数 folderIds 无效/),
    );
  });
});

describe('the recycle bin', () => {
  it('takes a folder with its file, lists the folder, and brings both back (a clashing name gets “ (1)”)', async () => {
    const folder = await createFolder('回收');
    const inner = await createFolder('内层', folder.id);
    const file = await createFile('回收数据', inner.id);
    await ok(u.mine, 'DELETE', `${FOLDERS}/folders?id=${folder.id}`);
    expect(names(await folders())).not.toContain('回收');
    await refused(u.mine, 'GET', `${FOLDERS}/filesList?folderId=${inner.id}`, undefined, failure(404));
    await refused(u.mine, 'GET', `${FAF}/msFileDetail?id=${file.id}`, undefined, failure(404));
    const binned = await bin();
    // The folder carries what was deleted with it.
    expect(binned.items.map((i) => [i.type, i.name])).toEqual([['folder', '回收']]);

    const newcomer = await createFolder('回收');
    const recovered = await ok<MsItemDto>(u.mine, 'POST', `${FOLDERS}/recovery`, { id: folder.id, type: 'folder' });
    expect(recovered).toMatchObject({ id: folder.id, type: 'folder', name: '回收 (1)' });
    expect(names(await folders(folder.id))).toEqual(['内层']);
    expect(names(await files(inner.id))).toEqual(['回收数据']);
    expect((await bin()).totalCount).toBe(0);
    await ok(u.mine, 'DELETE', `${FOLDERS}/folders?id=${newcomer.id}`);
    await ok(u.mine, 'DELETE', `${FOLDERS}/completely?id=${newcomer.id}&type=folder`);
  });

  it('brings back a file’s deleted folder with it', async () => {
    const folder = await createFolder('父');
    const file = await createFile('子数据', folder.id);
    await ok(u.mine, 'DELETE', `${FOLDERS}/files?id=${file.id}`);
    await ok(u.mine, 'DELETE', `${FOLDERS}/folders?id=${folder.id}`);
    const binned = await bin();
    expect(binned.items.map((i) => [i.type, i.name])).toEqual([
      ['folder', '父'],
      ['file', '子数据'],
    ]);
    await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: file.id, type: 'file' });
    expect(names(await folders())).toContain('父');
    expect(names(await files(folder.id))).toEqual(['子数据']);
    expect((await bin()).totalCount).toBe(0);
  });

  it('deletes for good only what is in the bin, a folder with everything below it', async () => {
    const folder = await createFolder('彻底');
    const file = await createFile('彻底数据', folder.id);
    await refused(
      u.mine,
      'DELETE',
      `${FOLDERS}/completely?id=${folder.id}&type=folder`,
      undefined,
      business(MS_FILE_MESSAGES.onlyInRecycleBin),
    );
    await ok(u.mine, 'DELETE', `${FOLDERS}/folders?id=${folder.id}`);
    await ok(u.mine, 'DELETE', `${FOLDERS}/completely?id=${folder.id}&type=folder`);
    expect((await bin()).totalCount).toBe(0);
    await refused(u.mine, 'POST', `${FOLDERS}/recovery`, { id: file.id, type: 'file' }, failure(404));
  });
});

describe('copies, quick access and recent files', () => {
  it('copies a data file with its sheet, and a folder deeply (analyses follow their copied data file)', async () => {
    const folder = await createFolder('复制');
    const data = await createFile('样本', folder.id);
    const sheet = await ok<{ version: number }>(u.mine, 'GET', `/qis/api/app/mSData/dataDetail?id=${data.id}`);
    const columns = [{ name: '直径', cells: ['10.1', null, '9.9'] }];
    await ok(u.mine, 'POST', '/qis/api/app/mSData/saveData', { id: data.id, columns, version: sheet.version });
    const analysis = await createFile('回归', folder.id, { kind: 'regression', dataFileId: data.id });

    const copy = await ok<MsFileDto>(u.mine, 'POST', `${FOLDERS}/copyFile`, { id: data.id, targetFolderId: folder.id });
    expect(copy).toMatchObject({ name: '样本 - 副本', size: 3, kind: 'data' });
    const again = await ok<MsFileDto>(u.mine, 'POST', `${FOLDERS}/copyFile`, {
      id: data.id,
      targetFolderId: folder.id,
    });
    expect(again.name).toBe('样本 - 副本 (2)');
    const copied = await ok<{ columns: unknown }>(u.mine, 'GET', `/qis/api/app/mSData/dataDetail?id=${copy.id}`);
    expect(copied.columns).toEqual(columns);
    const atRoot = await ok<MsFileDto>(u.mine, 'POST', `${FOLDERS}/copyFile`, { id: data.id, targetFolderId: null });
    expect(atRoot).toMatchObject({ name: '样本', folderId: null });

    // Into itself: the copy holds what the folder held before, not its own copy.
    const deep = await ok<MsFolderDto>(u.mine, 'POST', `${FOLDERS}/copyFolder`, {
      id: folder.id,
      targetFolderId: folder.id,
    });
    expect(deep).toMatchObject({ name: '复制', parentId: folder.id });
    const copiedFiles = await files(deep.id);
    expect(names(copiedFiles)).toEqual(['样本', '回归', '样本 - 副本', '样本 - 副本 (2)']);
    const copiedData = copiedFiles.find((f) => f.name === '样本');
    expect(copiedFiles.find((f) => f.name === '回归')?.dataFileId).toBe(copiedData?.id);
    expect(copiedData?.id).not.toBe(data.id);
    expect(analysis.dataFileId).toBe(data.id);
    const root = await ok<MsFolderDto>(u.mine, 'POST', `${FOLDERS}/copyFolder`, {
      id: folder.id,
      targetFolderId: null,
    });
    expect(root.name).toBe('复制 - 副本');
  });

  it('moves files, refusing a name the target already has', async () => {
    const from = await createFolder('移出');
    const to = await createFolder('移入');
    const a = await createFile('甲', from.id);
    const b = await createFile('乙', from.id);
    await createFile('乙', to.id);
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/xRemoveFiles`,
      { ids: [a.id, b.id], targetFolderId: to.id },
      business(MS_FILE_MESSAGES.fileNameTaken),
    );
    await ok(u.mine, 'POST', `${FOLDERS}/xRemoveFiles`, { ids: [a.id], targetFolderId: to.id });
    expect(names(await files(to.id))).toEqual(['乙', '甲']);
    expect(names(await files(from.id))).toEqual(['乙']);
  });

  it('keeps quick access through both declarations, and lists recently changed or opened files', async () => {
    const folder = await createFolder('快捷');
    const a = await createFile('快 a', folder.id);
    const b = await createFile('快 b', folder.id);
    const first = await ok<MsQuickAccessDto>(u.mine, 'POST', `${FOLDERS}/creatQuickAccessData`, { fileId: a.id });
    const same = await ok<MsQuickAccessDto>(u.mine, 'POST', `${FAF}/quickAccessDtos`, { fileId: a.id });
    expect(same.id).toBe(first.id);
    const second = await ok<MsQuickAccessDto>(u.mine, 'POST', `${FAF}/quickAccessDtos`, { fileId: b.id });
    const list = await ok<MsQuickAccessDto[]>(u.mine, 'GET', `${FOLDERS}/quickAccessList`);
    expect(list.map((q) => q.name)).toEqual(['快 a', '快 b']);
    expect(await ok(u.mine, 'GET', `${FAF}/quickAccessDtos`)).toEqual(list);
    // A binned file leaves the list and comes back with its file.
    await ok(u.mine, 'DELETE', `${FOLDERS}/files?id=${b.id}`);
    expect((await ok<MsQuickAccessDto[]>(u.mine, 'GET', `${FAF}/quickAccessDtos`)).map((q) => q.name)).toEqual([
      '快 a',
    ]);
    await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: b.id, type: 'file' });
    await ok(u.mine, 'DELETE', `${FAF}/quickAccess/${first.id}`);
    await ok(u.mine, 'DELETE', `${FOLDERS}/quickAccess?id=${second.id}`);
    const third = await ok<MsQuickAccessDto>(u.mine, 'POST', '/qis/api/app/folder/quickAccessDtos', { fileId: b.id });
    expect(
      (await ok<MsQuickAccessDto[]>(u.mine, 'GET', '/qis/api/app/folder/quickAccessDtos')).map((q) => q.id),
    ).toEqual([third.id]);
    await ok(u.mine, 'DELETE', `/qis/api/app/folder/quickAccess/${third.id}`);
    expect(await ok(u.mine, 'GET', `${FOLDERS}/quickAccessList`)).toEqual([]);
    await refused(u.mine, 'DELETE', `${FAF}/quickAccess/${first.id}`, undefined, failure(404));

    await ok(u.mine, 'GET', `${FAF}/msFileDetail?id=${a.id}`);
    const recent = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/lastModified`);
    expect(recent).toHaveLength(10);
    expect(recent[0]?.id).toBe(a.id);
    expect(recent[1]?.id).toBe(b.id);
    // The seven tools' recent-changes pages ask for more; at most 50.
    const more = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/lastModified?MaxResultCount=12`);
    expect(more.length).toBeGreaterThan(10);
    expect(more.slice(0, 10)).toEqual(recent);
    await refused(u.mine, 'GET', `${FOLDERS}/lastModified?MaxResultCount=51`, undefined, failure(400));
  });
});

describe('nobody else sees my files', () => {
  it('answers another user and another tenant 404, and shows them nothing', async () => {
    const folder = await createFolder('私有');
    const file = await createFile('私有数据', folder.id);
    const quick = await ok<MsQuickAccessDto>(u.mine, 'POST', `${FAF}/quickAccessDtos`, { fileId: file.id });
    for (const token of [u.colleague, u.otherTenant]) {
      const notMine: [string, string, unknown][] = [
        ['GET', `${FOLDERS}/wGetFoldersList?parentId=${folder.id}`, undefined],
        ['GET', `${FOLDERS}/filesList?folderId=${folder.id}`, undefined],
        ['GET', `${FAF}/msFileDetail?id=${file.id}`, undefined],
        ['POST', `${FOLDERS}/creatOrEditFolder`, { id: folder.id, name: '偷改', version: 1 }],
        ['POST', `${FOLDERS}/creatOrEditFolder`, { name: '子', parentId: folder.id }],
        ['POST', `${FOLDERS}/creatOrEditFiles`, { name: '子', folderId: folder.id }],
        ['POST', `${FAF}/changePCRenamed`, { id: file.id, name: '偷改', version: 1 }],
        ['POST', `${FAF}/keepFile`, { id: file.id, settings: {}, version: 1 }],
        ['DELETE', `${FOLDERS}/folders?id=${folder.id}`, undefined],
        ['DELETE', `${FOLDERS}/files?id=${file.id}`, undefined],
        ['POST', `${FOLDERS}/copyFile`, { id: file.id, targetFolderId: null }],
        ['POST', `${FOLDERS}/copyFolder`, { id: folder.id, targetFolderId: null }],
        ['POST', `${FOLDERS}/xRemoveFiles`, { ids: [file.id], targetFolderId: null }],
        ['POST', `${FOLDERS}/recovery`, { id: folder.id, type: 'folder' }],
        ['POST', `${FAF}/quickAccessDtos`, { fileId: file.id }],
        ['DELETE', `${FAF}/quickAccess/${quick.id}`, undefined],
        ['DELETE', `${FOLDERS}/completely?id=${file.id}&type=file`, undefined],
      ];
      for (const [method, url, payload] of notMine) await refused(token, method as 'GET', url, payload, failure(404));
      expect(await folders(undefined, token)).toEqual([]);
      expect(await files(undefined, token)).toEqual([]);
      expect(await ok(token, 'GET', `${FAF}/folderTrees`)).toEqual([]);
      expect(await ok(token, 'GET', `${FAF}/pageFolderAndFile`)).toEqual({ items: [], totalCount: 0 });
      expect(await ok(token, 'GET', `${FOLDERS}/lastModified`)).toEqual([]);
      expect(await ok(token, 'GET', `${FOLDERS}/quickAccessList`)).toEqual([]);
      expect(await bin(token)).toEqual({ items: [], totalCount: 0 });
    }
  });
});
