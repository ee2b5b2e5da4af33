import {
  type EndpointAccess,
  FILE_SPACE_MESSAGES,
  FILE_SPACES,
  type FileKind,
  type FileSpace,
  type MsClassificationDto,
  type MsDataSheetDto,
  type MsFileDetailDto,
  type MsFileDto,
  type MsFolderDto,
  type MsFolderNode,
  type MsItemDto,
  type MsQuickAccessDto,
  type MsRecycleItemDto,
  type MsSequenceStyleDto,
  PLUGIN_IDS,
  SPACE_FILE_KINDS,
} from '@qis/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-app';
import { createTenantWithAdmin } from '../../../../test/factories';
import { checkAccess } from '../../../platform/auth/authenticate';
import type { Principal } from '../../../platform/auth/principal';
import { FILE_NOT_FOUND, FOLDER_NOT_FOUND } from './ms-items';
import { type MsTestUsers, signInMsTestUsers } from './ms-test-users';

// One file system, three spaces: the same user's statistics, old seven tools and new seven tools files never meet,
// and each space answers to its own plugin.

let t: TestApp;
let u: MsTestUsers;
/** Signed-in administrators of tenants without the old tools (1010), the new tools (1009), or any of the three. */
let noOldTools: string;
let noNewTools: string;
let noSpaces: string;
const { call, ok, refused } = apiClient(() => t);

const FOLDERS = '/qis/api/app/folders';
const FAF = '/qis/api/app/folderAndFile';
const DATA = '/qis/api/app/mSData';
type Paged<T> = { items: T[]; totalCount: number };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function tenantAdminWithout(prefix: string, off: number[]): Promise<string> {
  const password = 'Space@1234';
  await createTenantWithAdmin(t.database.db, {
    name: `${prefix}租户`,
    adminUserName: `${prefix}admin`,
    adminPassword: password,
    pluginIds: Object.values(PLUGIN_IDS).filter((id) => !off.includes(id)),
  });
  return t.login(`${prefix}admin`, password, `${prefix}租户`);
}

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInMsTestUsers(t, 'spc');
  noOldTools = await tenantAdminWithout('spco', [PLUGIN_IDS.oldSevenTools]);
  noNewTools = await tenantAdminWithout('spcn', [PLUGIN_IDS.newSevenTools]);
  noSpaces = await tenantAdminWithout('spcx', [
    PLUGIN_IDS.statistics,
    PLUGIN_IDS.oldSevenTools,
    PLUGIN_IDS.newSevenTools,
  ]);
});
afterAll(() => t?.close());

/** `?space=…&…`. */
const q = (space: FileSpace, extra: Record<string, string> = {}) => `?${new URLSearchParams({ space, ...extra })}`;
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id).sort();

const createFolder = (space: FileSpace, name: string, parentId: string | null = null, token = u.mine) =>
  ok<MsFolderDto>(token, 'POST', `${FOLDERS}/creatOrEditFolder`, { name, parentId, space });
const createFile = (space: FileSpace, name: string, extra: Record<string, unknown> = {}, token = u.mine) =>
  ok<MsFileDto>(token, 'POST', `${FOLDERS}/creatOrEditFiles`, { name, folderId: null, space, ...extra });

/** The first analysis or diagram kind of each space. */
const DIAGRAM: Record<FileSpace, FileKind> = { statistics: 'capability', oldTools: 'controlChart', newTools: 'tree' };

interface SpaceItems {
  folder: MsFolderDto;
  data: MsFileDto;
  diagram: MsFileDto;
  binned: MsFileDto;
  pin: MsQuickAccessDto;
}

/** The same names in every space: a folder, a data file, a diagram in the folder, a pinned file, a binned file. */
async function fillSpace(space: FileSpace): Promise<SpaceItems> {
  const folder = await createFolder(space, '报告');
  const data = await createFile(space, '数据');
  const diagram = await createFile(space, '图', { folderId: folder.id, kind: DIAGRAM[space], dataFileId: data.id });
  const binned = await createFile(space, '废弃');
  await ok(u.mine, 'DELETE', `${FOLDERS}/files${q(space, { id: binned.id })}`);
  await ok(u.mine, 'GET', `${FAF}/msFileDetail${q(space, { id: diagram.id })}`);
  const pin = await ok<MsQuickAccessDto>(u.mine, 'POST', `${FOLDERS}/creatQuickAccessData`, {
    fileId: data.id,
    space,
  });
  return { folder, data, diagram, binned, pin };
}

describe('three spaces of one file system', () => {
  const items = {} as Record<FileSpace, SpaceItems>;
  beforeAll(async () => {
    for (const space of FILE_SPACES) items[space] = await fillSpace(space);
  });

  it("shows the same user's items of one space only in that space: lists, tree, recent, quick access", async () => {
    for (const space of FILE_SPACES) {
      const mine = items[space];
      const folders = await ok<MsFolderDto[]>(u.mine, 'GET', `${FOLDERS}/wGetFoldersList${q(space)}`);
      expect(ids(folders)).toEqual([mine.folder.id]);
      expect(ids(await ok<MsFolderDto[]>(u.mine, 'GET', `${FAF}/folderList${q(space)}`))).toEqual([mine.folder.id]);
      expect(ids(await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList${q(space)}`))).toEqual([mine.data.id]);
      const inFolder = await ok<MsFileDto[]>(
        u.mine,
        'GET',
        `${FOLDERS}/filesList${q(space, { folderId: mine.folder.id })}`,
      );
      expect(inFolder.map((f) => [f.id, f.kind])).toEqual([[mine.diagram.id, DIAGRAM[space]]]);
      const page = await ok<Paged<MsItemDto>>(u.mine, 'GET', `${FAF}/pageFolderAndFile${q(space)}`);
      expect(page.items.map((i) => i.id)).toEqual([mine.folder.id, mine.data.id]);
      const tree = await ok<MsFolderNode[]>(u.mine, 'GET', `${FAF}/folderTrees${q(space)}`);
      expect(tree.map((n) => n.id)).toEqual([mine.folder.id]);
      const recent = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/lastModified${q(space)}`);
      expect(ids(recent)).toEqual(ids([mine.data, mine.diagram]));
      expect(recent[0]?.id).toBe(mine.diagram.id);
      for (const path of [
        `${FOLDERS}/quickAccessList`,
        `${FAF}/quickAccessDtos`,
        '/qis/api/app/folder/quickAccessDtos',
      ])
        expect((await ok<MsQuickAccessDto[]>(u.mine, 'GET', `${path}${q(space)}`)).map((p) => p.id)).toEqual([
          mine.pin.id,
        ]);
      const dataPage = await ok<Paged<MsFileDto>>(u.mine, 'GET', `${DATA}/myDataPage${q(space)}`);
      expect(dataPage.items.map((f) => f.id)).toEqual([mine.data.id]);
    }
  });

  it('counts and lists kinds, and keeps the recycle bin, per space', async () => {
    for (const space of FILE_SPACES) {
      const mine = items[space];
      const classified = await ok<MsClassificationDto>(
        u.mine,
        'GET',
        `${FAF}/classification${q(space, { kind: DIAGRAM[space] })}`,
      );
      expect(classified.counts.map((c) => c.kind)).toEqual([...SPACE_FILE_KINDS[space]]);
      expect(classified.counts.filter((c) => c.count > 0)).toEqual([
        { kind: 'data', count: 1 },
        { kind: DIAGRAM[space], count: 1 },
      ]);
      expect(classified.files.items.map((f) => [f.id, f.folderPath])).toEqual([[mine.diagram.id, '报告']]);
      const bin = await ok<Paged<MsRecycleItemDto>>(u.mine, 'GET', `${FOLDERS}/recycleBinFoldersList${q(space)}`);
      expect(bin.items.map((i) => i.id)).toEqual([mine.binned.id]);
    }
  });

  it('answers a call without space from the statistics space, as before', async () => {
    const stats = items.statistics;
    expect(ids(await ok<MsFolderDto[]>(u.mine, 'GET', `${FOLDERS}/wGetFoldersList`))).toEqual([stats.folder.id]);
    const page = await ok<Paged<MsItemDto>>(u.mine, 'GET', `${FAF}/pageFolderAndFile`);
    expect(page.items.map((i) => i.id)).toEqual([stats.folder.id, stats.data.id]);
    const bin = await ok<Paged<MsRecycleItemDto>>(u.mine, 'GET', `${FOLDERS}/recycleBinFoldersList`);
    expect(bin.items.map((i) => i.id)).toEqual([stats.binned.id]);
  });

  it('keeps the list order per user and space', async () => {
    const style = (space: FileSpace) => ok<MsSequenceStyleDto>(u.mine, 'GET', `${FAF}/msSequenceStyle${q(space)}`);
    await ok(u.mine, 'POST', `${FAF}/changeMSSequenceStyle`, {
      sequence: 'name',
      direction: 'desc',
      space: 'oldTools',
    });
    await ok(u.mine, 'POST', `${FAF}/changeMSSequenceStyle`, { sequence: 'kind', direction: 'asc', space: 'newTools' });
    expect(await style('oldTools')).toEqual({ sequence: 'name', direction: 'desc' });
    expect(await style('newTools')).toEqual({ sequence: 'kind', direction: 'asc' });
    expect(await style('statistics')).toEqual({ sequence: 'custom', direction: 'asc' });
    expect(await ok(u.mine, 'GET', `${FAF}/msSequenceStyle`)).toEqual({ sequence: 'custom', direction: 'asc' });
  });

  it('answers 404 for an id of another space, writing nothing', async () => {
    const { statistics: stats, oldTools: old, newTools: fresh } = items;
    const notFile = failure(404, FILE_NOT_FOUND);
    const notFolder = failure(404, FOLDER_NOT_FOUND);
    await refused(u.mine, 'GET', `${FAF}/msFileDetail${q('oldTools', { id: stats.diagram.id })}`, undefined, notFile);
    await refused(u.mine, 'GET', `${DATA}/dataDetail${q('newTools', { id: old.data.id })}`, undefined, notFile);
    await refused(u.mine, 'GET', `${DATA}/dataDetail?id=${fresh.data.id}`, undefined, notFile);
    await refused(u.mine, 'DELETE', `${FOLDERS}/folders?id=${old.folder.id}`, undefined, notFolder);
    await refused(u.mine, 'DELETE', `${FOLDERS}/files${q('oldTools', { id: fresh.data.id })}`, undefined, notFile);
    await refused(
      u.mine,
      'GET',
      `${FOLDERS}/filesList${q('newTools', { folderId: old.folder.id })}`,
      undefined,
      notFolder,
    );
    const renamed = { id: stats.data.id, name: '改名', version: stats.data.version, space: 'newTools' };
    await refused(u.mine, 'POST', `${FAF}/changePCRenamed`, renamed, notFile);
    const sheet = { id: stats.data.id, columns: [], version: 1, space: 'oldTools' };
    await refused(u.mine, 'POST', `${DATA}/saveData`, sheet, notFile);
    await refused(
      u.mine,
      'GET',
      `${FOLDERS}/removeFoldersList${q('oldTools', { ids: stats.folder.id })}`,
      undefined,
      failure(404),
    );
    await refused(u.mine, 'POST', `${FOLDERS}/quickDelete`, { fileIds: [stats.data.id], space: 'newTools' }, notFile);
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/creatQuickAccessData`,
      { fileId: old.data.id, space: 'newTools' },
      notFile,
    );
    await refused(
      u.mine,
      'DELETE',
      `${FOLDERS}/quickAccess${q('oldTools', { id: stats.pin.id })}`,
      undefined,
      failure(404),
    );
    await refused(u.mine, 'DELETE', `${FAF}/quickAccess/${fresh.pin.id}${q('statistics')}`, undefined, failure(404));
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/recovery`,
      { id: old.binned.id, type: 'file', space: 'statistics' },
      notFile,
    );
    await refused(
      u.mine,
      'DELETE',
      `${FOLDERS}/completely${q('newTools', { id: old.binned.id, type: 'file' })}`,
      undefined,
      notFile,
    );
  });

  it('keeps moves, copies and restores in the space, and a data file of an analysis in its space', async () => {
    const { statistics: stats, oldTools: old, newTools: fresh } = items;
    // Into a folder of another space: that folder is not found from here.
    const moveOut = { ids: [fresh.data.id], targetFolderId: stats.folder.id, space: 'newTools' };
    await refused(u.mine, 'POST', `${FOLDERS}/xRemoveFiles`, moveOut, failure(404, FOLDER_NOT_FOUND));
    const copyOut = { id: old.folder.id, targetFolderId: fresh.folder.id, space: 'oldTools' };
    await refused(u.mine, 'POST', `${FOLDERS}/copyFolder`, copyOut, failure(404, FOLDER_NOT_FOUND));
    const foreignData = { kind: 'matrixAnalysis', dataFileId: stats.data.id, space: 'newTools' };
    await refused(
      u.mine,
      'POST',
      `${FOLDERS}/creatOrEditFiles`,
      { name: '主成分', folderId: null, ...foreignData },
      failure(400, /^参数 dataFileId 无效/),
    );

    // A copy of a folder stays in its space, its data file and analysis with it.
    const copy = await ok<MsFolderDto>(u.mine, 'POST', `${FOLDERS}/copyFolder`, {
      id: fresh.folder.id,
      targetFolderId: null,
      space: 'newTools',
    });
    expect(copy.name).toBe('报告 - 副本');
    const newRoot = await ok<MsFolderDto[]>(u.mine, 'GET', `${FOLDERS}/wGetFoldersList${q('newTools')}`);
    expect(newRoot.map((f) => f.name).sort()).toEqual(['报告', '报告 - 副本']);
    expect(await ok<MsFolderDto[]>(u.mine, 'GET', `${FOLDERS}/wGetFoldersList`)).toHaveLength(1);
    const copied = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList${q('newTools', { folderId: copy.id })}`);
    expect(copied.map((f) => f.kind)).toEqual(['tree']);

    // A restore comes back in the space it was deleted from.
    await ok(u.mine, 'POST', `${FOLDERS}/recovery`, { id: old.binned.id, type: 'file', space: 'oldTools' });
    const oldRoot = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList${q('oldTools')}`);
    expect(oldRoot.map((f) => f.name).sort()).toEqual(['废弃', '数据']);
    expect(ids(await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList`))).toEqual([stats.data.id]);

    // An analysis's data file: one of its own space.
    const pca = await createFile('newTools', '主成分', { kind: 'matrixAnalysis', dataFileId: fresh.data.id });
    expect(pca).toMatchObject({ kind: 'matrixAnalysis', dataFileId: fresh.data.id });
    const keepForeign = { id: pca.id, settings: {}, dataFileId: old.data.id, version: pca.version, space: 'newTools' };
    await refused(u.mine, 'POST', `${FAF}/keepFile`, keepForeign, failure(400, /^参数 dataFileId 无效/));
  });

  it("never shows one space's items to a colleague either", async () => {
    for (const space of FILE_SPACES) {
      expect(await ok(u.colleague, 'GET', `${FOLDERS}/wGetFoldersList${q(space)}`)).toEqual([]);
      const id = items[space].data.id;
      await refused(u.colleague, 'GET', `${DATA}/dataDetail${q(space, { id })}`, undefined, failure(404));
    }
  });
});

describe('kinds per space', () => {
  const kindRefused = failure(400, `参数 kind 无效：${FILE_SPACE_MESSAGES.kindNotInSpace}`);

  it('refuses a kind of another space with 400 naming kind, writing nothing', async () => {
    const create = (space: FileSpace, kind: string) => ({ name: '错类型', folderId: null, kind, space });
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFiles`, create('oldTools', 'capability'), kindRefused);
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFiles`, create('newTools', 'fishboneDiagram'), kindRefused);
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFiles`, create('statistics', 'pdpc'), kindRefused);
    const { space: _omitted, ...withoutSpace } = create('statistics', 'matrixAnalysis');
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFiles`, withoutSpace, kindRefused);
    await refused(
      u.mine,
      'GET',
      `${FOLDERS}/filesList${q('newTools', { kind: 'controlChart' })}`,
      undefined,
      kindRefused,
    );
    await refused(u.mine, 'GET', `${FAF}/classification?kind=tree`, undefined, kindRefused);
  });

  it('creates every kind of each space, data first, and refuses an unknown space naming space', async () => {
    for (const space of FILE_SPACES) {
      const folder = await createFolder(space, `全部类型 ${space}`);
      for (const kind of SPACE_FILE_KINDS[space]) await createFile(space, kind, { kind, folderId: folder.id });
      const listed = await ok<MsFileDto[]>(u.mine, 'GET', `${FOLDERS}/filesList${q(space, { folderId: folder.id })}`);
      expect(listed.map((f) => f.kind).sort()).toEqual([...SPACE_FILE_KINDS[space]].sort());
    }
    await refused(u.mine, 'GET', `${FOLDERS}/wGetFoldersList?space=qfd`, undefined, failure(400, /^参数 space 无效/));
    const badSpace = { name: '甲', space: 'qfd' };
    await refused(u.mine, 'POST', `${FOLDERS}/creatOrEditFolder`, badSpace, failure(400, /^参数 space 无效/));
  });
});

describe('each space behind its own plugin', () => {
  const disabled = failure(403, '插件未启用');
  const canUse = async (token: string, space: FileSpace) => {
    await createFolder(space, `可用 ${space}`, null, token);
    expect(await ok<MsFolderDto[]>(token, 'GET', `${FOLDERS}/wGetFoldersList${q(space)}`)).toHaveLength(1);
  };
  const cannotUse = async (token: string, space: FileSpace) => {
    await refused(token, 'GET', `${FOLDERS}/wGetFoldersList${q(space)}`, undefined, disabled);
    await refused(token, 'GET', `${FAF}/pageFolderAndFile${q(space)}`, undefined, disabled);
    await refused(token, 'GET', `${FOLDERS}/recycleBinFoldersList${q(space)}`, undefined, disabled);
    await refused(token, 'POST', `${FOLDERS}/creatOrEditFolder`, { name: '甲', space }, disabled);
    await refused(token, 'POST', `${FOLDERS}/creatOrEditFiles`, { name: '甲', space }, disabled);
    const id = crypto.randomUUID();
    await refused(token, 'GET', `${DATA}/dataDetail${q(space, { id })}`, undefined, disabled);
    await refused(token, 'DELETE', `${FOLDERS}/files${q(space, { id })}`, undefined, disabled);
  };

  it('refuses the old tools space (1010) only where 1010 is off', async () => {
    await cannotUse(noOldTools, 'oldTools');
    await canUse(noOldTools, 'newTools');
    await canUse(noOldTools, 'statistics');
  });

  it('refuses the new tools space (1009) only where 1009 is off', async () => {
    await cannotUse(noNewTools, 'newTools');
    await canUse(noNewTools, 'oldTools');
    await canUse(noNewTools, 'statistics');
  });

  it('refuses the statistics space (1013), also for a call without space, only where 1013 is off', async () => {
    await cannotUse(u.noPlugin, 'statistics');
    await refused(u.noPlugin, 'GET', `${FOLDERS}/wGetFoldersList`, undefined, disabled);
    await canUse(u.noPlugin, 'oldTools');
    await canUse(u.noPlugin, 'newTools');
  });

  it('refuses every call of a tenant with none of the three, before reading the request', async () => {
    for (const space of FILE_SPACES) await cannotUse(noSpaces, space);
    await refused(noSpaces, 'POST', `${FOLDERS}/creatOrEditFolder`, { wrong: true }, disabled);
  });

  it('lets an endpoint with a list of plugins in while any one of them is enabled', () => {
    const principal = (pluginIds: number[]): Principal => ({
      userId: 'u',
      tenantId: 't',
      userName: 'user',
      name: 'user',
      tokenId: 'tok',
      tokenExpiresAt: new Date(Date.now() + 60_000),
      isAdmin: false,
      grants: new Map(),
      pluginIds: new Set(pluginIds),
      isHostTenant: false,
    });
    const refusal = (p: Principal, plugin: number | readonly number[]) => {
      try {
        checkAccess(p, { access: 'user' as EndpointAccess, plugin });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    const spaces = [PLUGIN_IDS.statistics, PLUGIN_IDS.oldSevenTools, PLUGIN_IDS.newSevenTools];
    expect(refusal(principal([1014, PLUGIN_IDS.newSevenTools]), spaces)).toBeNull();
    expect(refusal(principal([1014]), spaces)).toBe('插件未启用');
    expect(refusal(principal([1014]), [])).toBeNull();
    expect(refusal(principal([1014, PLUGIN_IDS.statistics]), PLUGIN_IDS.statistics)).toBeNull();
    expect(refusal(principal([1014]), PLUGIN_IDS.statistics)).toBe('插件未启用');
  });
});

describe('data sheets in a tools space', () => {
  it('saves, reads, copies and imports sheets of the new and the old tools', async () => {
    const data = await createFile('newTools', '矩阵数据');
    const columns = [
      { name: '质量', cells: ['1', '2', '3'] },
      { name: '成本', cells: ['4', null, '6'] },
    ];
    const saved = await ok<MsDataSheetDto>(u.mine, 'POST', `${DATA}/saveData`, {
      id: data.id,
      columns,
      version: 1,
      space: 'newTools',
    });
    expect(saved).toMatchObject({ rowCount: 3, version: 2 });
    const read = await ok<MsDataSheetDto>(u.mine, 'GET', `${DATA}/dataDetail${q('newTools', { id: data.id })}`);
    expect(read.columns).toEqual(columns);
    const detail = await ok<MsFileDetailDto>(u.mine, 'GET', `${FAF}/msFileDetail${q('newTools', { id: data.id })}`);
    expect(detail).toMatchObject({ kind: 'data', size: 3 });

    const copy = await ok<MsFileDto>(u.mine, 'POST', `${FOLDERS}/copyFile`, {
      id: data.id,
      targetFolderId: null,
      space: 'newTools',
    });
    const copied = await ok<MsDataSheetDto>(u.mine, 'GET', `${DATA}/dataDetail${q('newTools', { id: copy.id })}`);
    expect(copied.columns).toEqual(columns);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('数据');
    for (const row of [
      ['直径', '批次'],
      [10.5, 'A'],
      [9.75, 'B'],
    ])
      sheet.addRow(row);
    const form = new FormData();
    form.append('fileType', '1');
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    form.append('file', new Blob([bytes], { type: XLSX_MIME }), 'old.xlsx');
    const uploaded = await call(u.mine, 'POST', '/qis/api/app/Common/UploadFile', form);
    const filePath = uploaded.json().data.filePath as string;
    const imported = await ok<MsFileDto>(u.mine, 'POST', '/qis/api/app/data/importExcelOfData', {
      filePath,
      folderId: null,
      name: '老七数据',
      space: 'oldTools',
    });
    expect(imported).toMatchObject({ kind: 'data', size: 2 });
    const oldData = await ok<Paged<MsFileDto>>(u.mine, 'GET', `${DATA}/myDataPage${q('oldTools', { name: '老七' })}`);
    expect(oldData.items.map((f) => f.id)).toEqual([imported.id]);
    const statsData = await ok<Paged<MsFileDto>>(
      u.mine,
      'GET',
      `${DATA}/myDataPage?name=${encodeURIComponent('老七')}`,
    );
    expect(statsData.totalCount).toBe(0);
  });
});
