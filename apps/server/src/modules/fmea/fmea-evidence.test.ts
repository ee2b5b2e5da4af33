import type { EvidenceFile, ExportedWorkbook, OptimizationAction } from '@qis/shared';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

let t: TestApp;
let u: FmeaUsers;
const c = fmeaClient(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'ev');
});
afterAll(() => t?.close());

/** A one-page PDF, as a test report would be. */
function reportPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Test report 2026-12-20');
  doc.end();
  return done;
}

function form(fields: Record<string, string>, bytes: Buffer, name: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

async function actionOnChain(token: string) {
  const p = await c.createProject(u.owner, u, { projectNO: `DF-EV-${Math.random().toString(36).slice(2, 8)}` });
  const n = await c.smallNet(u.editor, p.id);
  await c.linkFailures(u.editor, p.id, n.fc.id, n.fm.id);
  const action = await c.post<OptimizationAction>(token, 'Optimizations/EditEditOptimization', {
    projectId: p.id,
    modeId: n.fm.id,
    causeId: n.fc.id,
    type: 'detection',
    description: '增加钳体强度台架试验',
  });
  return { projectId: p.id, action };
}

const list = (token: string, projectId: string, actionId: string) =>
  c
    .get<{ items: EvidenceFile[] }>(token, `FailureMode/AttachmentList?projectId=${projectId}&actionId=${actionId}`)
    .then((r) => r.items);

describe('evidence files of optimization actions', () => {
  it('are uploaded with a remark, listed and downloaded by the team, and deleted with the action', async () => {
    const { projectId, action } = await actionOnChain(u.editor);
    const pdf = await reportPdf();
    const uploaded = await c.ok<{ action: OptimizationAction; file: EvidenceFile }>(
      u.editor,
      'POST',
      `${API}/FailureMode/UploadAttachmentAndRemark`,
      form(
        { projectId, actionId: action.id, version: String(action.version), remark: '台架试验报告' },
        pdf,
        'C:\\reports\\钳体强度试验报告.pdf',
      ),
    );
    expect(uploaded.file).toMatchObject({
      fileName: '钳体强度试验报告.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      remark: '台架试验报告',
      uploadedByName: 'eveditor',
    });
    expect(uploaded.action.evidenceFileIds).toEqual([uploaded.file.id]);
    expect(uploaded.action.version).toBe(action.version + 1);

    // A reader of the team sees and downloads it, byte for byte.
    expect((await list(u.reader, projectId, action.id)).map((f) => f.fileName)).toEqual(['钳体强度试验报告.pdf']);
    const file = await c.get<ExportedWorkbook>(
      u.reader,
      `FailureMode/DownloadAttachment?projectId=${projectId}&id=${uploaded.file.id}`,
    );
    expect(Buffer.from(file.contentBase64, 'base64').equals(pdf)).toBe(true);

    // Deleting it needs the action's current version.
    await c.refused(
      u.editor,
      'POST',
      `${API}/FailureMode/DelAttachment`,
      { projectId, id: uploaded.file.id, version: action.version },
      failure(409),
    );
    const afterDelete = await c.post<{ action: OptimizationAction }>(u.editor, 'FailureMode/DelAttachment', {
      projectId,
      id: uploaded.file.id,
      version: uploaded.action.version,
    });
    expect(afterDelete.action.evidenceFileIds).toEqual([]);
    expect(await list(u.editor, projectId, action.id)).toEqual([]);
    await c.refused(
      u.editor,
      'GET',
      `${API}/FailureMode/DownloadAttachment?projectId=${projectId}&id=${uploaded.file.id}`,
      undefined,
      failure(404),
    );
  });

  it('refuses a stale version, a disguised file, a bad field, a reader and another tenant, writing nothing', async () => {
    const { projectId, action } = await actionOnChain(u.editor);
    const pdf = await reportPdf();
    const fields = { projectId, actionId: action.id, version: String(action.version), remark: '' };
    const upload = (token: string, body: FormData) =>
      c.call(token, 'POST', `${API}/FailureMode/UploadAttachmentAndRemark`, body);

    const stale = await upload(u.editor, form({ ...fields, version: String(action.version + 5) }, pdf, 'a.pdf'));
    expect(stale.statusCode).toBe(409);
    const disguised = await upload(u.editor, form(fields, Buffer.from('MZ this is no PDF'), 'report.pdf'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('证据文件只支持 PDF、图片（jpg/png）、Word、Excel 格式');
    const badField = await upload(u.editor, form({ ...fields, actionId: 'x' }, pdf, 'a.pdf'));
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/^参数 actionId 无效/);
    const noFile = await c.call(
      u.editor,
      'POST',
      `${API}/FailureMode/UploadAttachmentAndRemark`,
      (() => {
        const body = new FormData();
        body.append('projectId', projectId);
        return body;
      })(),
    );
    expect(noFile.statusCode).toBe(400);
    expect((await upload(u.reader, form(fields, pdf, 'a.pdf'))).statusCode).toBe(403);
    expect((await upload(u.otherTenant, form(fields, pdf, 'a.pdf'))).statusCode).toBe(404);

    expect(await list(u.editor, projectId, action.id)).toEqual([]);
    const actions = await c.get<{ items: OptimizationAction[] }>(
      u.editor,
      `Optimizations/OptimizationInfoList?projectId=${projectId}`,
    );
    expect(actions.items[0]).toMatchObject({ version: action.version, evidenceFileIds: [] });
  });
});
