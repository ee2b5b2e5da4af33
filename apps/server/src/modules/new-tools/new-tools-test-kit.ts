import { type FileKind, type MsFileDto, type NewToolFileDto, PLUGIN_IDS } from '@qis/shared';
import ExcelJS from 'exceljs';
import { apiClient } from '../../../test/api-client';
import type { TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createToolUser, tenantIdByName } from '../../../test/factories';

// What the new seven tools' HTTP tests share: their callers, creating a diagram file, uploading a workbook.

export const API = '/qis/api/app';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface NewToolsUsers {
  mine: string;
  /** Another user of the same tenant. */
  colleague: string;
  /** An administrator of a tenant with plugin 1009 off. */
  noPlugin: string;
}

export async function signInNewToolsUsers(t: TestApp, prefix: string): Promise<NewToolsUsers> {
  const db = t.database.db;
  const password = 'Tool@1234';
  const tenantId = await tenantIdByName(db);
  await createToolUser(db, { tenantId, userName: `${prefix}a`, password });
  await createToolUser(db, { tenantId, userName: `${prefix}c`, password });
  await createTenantWithAdmin(db, {
    name: `${prefix}无新七`,
    adminUserName: `${prefix}n`,
    adminPassword: password,
    pluginIds: Object.values(PLUGIN_IDS).filter((id) => id !== PLUGIN_IDS.newSevenTools),
  });
  return {
    mine: await t.login(`${prefix}a`, password),
    colleague: await t.login(`${prefix}c`, password),
    noPlugin: await t.login(`${prefix}n`, password, `${prefix}无新七`),
  };
}

export function newToolsClient(app: () => TestApp) {
  const client = apiClient(app);
  const { ok, call } = client;

  const createFile = (token: string, kind: FileKind, name: string, folderId: string | null = null) =>
    ok<MsFileDto>(token, 'POST', `${API}/folders/creatOrEditFiles`, { name, folderId, kind, space: 'newTools' });

  const openDiagram = (token: string, id: string) =>
    ok<NewToolFileDto>(token, 'GET', `${API}/newToolsChart/treeDiagramJson?id=${id}`);

  /** Uploads a workbook of these sheets (rows of cell values) as an import file; answers its filePath. */
  async function uploadWorkbook(token: string, sheets: (string | number | null)[][][]): Promise<string> {
    const workbook = new ExcelJS.Workbook();
    sheets.forEach((rows, index) => {
      const sheet = workbook.addWorksheet(`表${index + 1}`);
      for (const row of rows) sheet.addRow(row);
    });
    const form = new FormData();
    form.append('fileType', '1');
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    form.append('file', new Blob([bytes], { type: XLSX_MIME }), 'import.xlsx');
    const uploaded = await call(token, 'POST', `${API}/Common/UploadFile`, form);
    return uploaded.json().data.filePath as string;
  }

  return { ...client, createFile, openDiagram, uploadWorkbook };
}
