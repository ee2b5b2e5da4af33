import {
  type FmeaNetDto,
  type FmeaProjectDto,
  MSR_SOURCE_MESSAGES,
  type MsrSourceDfmeaDto,
  P,
  type StructureElement,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { users } from '../../db/tables';
import { API, type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// An FMEA-MSR started from a DFMEA of the same product (issue 17 item 4): the MSR links a DFMEA its engineers may
// read, copies its structure, functions and failures with their links (effects with their S) into its own net, each
// copy naming its source row; copying again after the DFMEA changed adds only what is new. Not the DFMEA's O/D.

let t: TestApp;
let u: FmeaUsers;
let d: FmeaUsers;
const c = fmeaClient(() => t);
let msr: FmeaProjectDto;
let dfmea: FmeaProjectDto;
let otherDfmea: FmeaProjectDto;
let small: Awaited<ReturnType<typeof c.smallNet>>;

const STATE = (id: string) => `mSRProject/fMEAMSRSourceDfmea?projectId=${id}`;
const OPTIONS = (id: string) => `mSRProject/fMEAMSRSourceDfmeaOptions?projectId=${id}`;
const LINK = `${API}/mSRProject/fMEAMSRLinkSourceDfmea`;
const COPY = `${API}/mSRProject/fMEAMSRSourceDfmeaToNet`;
type Copied = {
  created: Record<'elements' | 'functions' | 'functionLinks' | 'failures' | 'failureLinks' | 'chains', number>;
  skippedLinks: number;
  source: MsrSourceDfmeaDto;
};
const msrNet = async () =>
  (await c.get<FmeaNetDto>(u.reader, `MSRPartsRelation/MSRPartsRelationList?projectId=${msr.id}`)).net;

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInFmeaUsers(t, 'mss', P.fmea.MyFMEAMSR);
  d = await signInFmeaUsers(t, 'msd');
  // The design team's DFMEA of the product, the MSR engineers on its team (read-only); and one they are not on.
  const msrTeam = [
    { userId: d.ids.editor, projectRole: '设计工程师', canEdit: true },
    { userId: u.ids.owner, projectRole: '功能安全工程师', canEdit: false },
    { userId: u.ids.editor, projectRole: '功能安全工程师', canEdit: false },
  ];
  dfmea = await c.createProject(d.owner, d, { projectNO: 'DF-MS-001', projectName: 'EPB 执行器 DFMEA', team: msrTeam });
  otherDfmea = await c.createProject(d.owner, d, { projectNO: 'DF-MS-002', projectName: '转向节 DFMEA' });
  small = await c.smallNet(d.owner, dfmea.id);
  await c.post(d.owner, 'FunctionalFailureMatrix/FunctionalRelation', {
    projectId: dfmea.id,
    higherId: small.fSystem.id,
    lowerId: small.fHousing.id,
  });
  await c.linkFailures(d.owner, dfmea.id, small.fm.id, small.fe1.id);
  await c.linkFailures(d.owner, dfmea.id, small.fm.id, small.fe2.id);
  const chain = await c.linkFailures(d.owner, dfmea.id, small.fc.id, small.fm.id);
  // The DFMEA's chain is rated: its O/D must not travel.
  await c.post(d.owner, 'RelationMeasure/OrEditRelationMeasure', {
    projectId: dfmea.id,
    modeId: small.fm.id,
    causeId: small.fc.id,
    version: chain.risk?.version,
    occurrence: 4,
    detection: 5,
  });
  msr = await c.post<FmeaProjectDto>(u.owner, 'MSRProject/createFMEAMSRProject', {
    category: 2,
    projectNO: 'MSR-MS-001',
    projectName: 'EPB FMEA-MSR（来源测试）',
    customerName: '测试客户',
    modelYear: '2027',
    subject: '电子驻车制动',
    startTime: '2026-11-01',
    overTime: '2027-03-31',
    ownerId: u.ids.owner,
    confidentiality: '内部',
    responsibility: '电控研发部',
    location: '苏州',
    team: [
      { userId: u.ids.editor, projectRole: '功能安全工程师', canEdit: true },
      { userId: u.ids.reader, projectRole: '质量工程师', canEdit: false },
    ],
  });
});
afterAll(() => t?.close());

describe('an FMEA-MSR from a DFMEA of the same product', () => {
  it('offers the DFMEAs its editors may read and links one, versioned', async () => {
    expect(await c.get(u.reader, STATE(msr.id))).toEqual({
      projectId: msr.id,
      link: null,
      copied: { elements: 0, functions: 0, failures: 0 },
      pending: { elements: 0, functions: 0, functionLinks: 0, failures: 0, failureLinks: 0 },
    });
    await c.refused(u.editor, 'POST', COPY, { projectId: msr.id }, business(MSR_SOURCE_MESSAGES.noDfmea));
    const options = await c.get<Array<{ id: string; projectNO: string }>>(u.editor, OPTIONS(msr.id));
    expect(options.map((o) => o.projectNO)).toEqual(['DF-MS-001']);
    await c.refused(u.reader, 'GET', `${API}/${OPTIONS(msr.id)}`, undefined, failure(403));

    const linked = await c.post<MsrSourceDfmeaDto>(u.editor, 'mSRProject/fMEAMSRLinkSourceDfmea', {
      projectId: msr.id,
      dfmeaProjectId: dfmea.id,
    });
    expect(linked.link).toEqual({
      dfmeaProjectId: dfmea.id,
      version: 1,
      projectNO: 'DF-MS-001',
      projectName: 'EPB 执行器 DFMEA',
    });
    // smallNet: 3 elements, 4 functions, 5 failures; 1 function link, 3 failure links.
    expect(linked.pending).toEqual({ elements: 3, functions: 4, functionLinks: 1, failures: 5, failureLinks: 3 });
  });

  it('copies structure, functions and failures with their links and S, each naming its source; not O/D', async () => {
    const copied = await c.post<Copied>(u.editor, 'mSRProject/fMEAMSRSourceDfmeaToNet', { projectId: msr.id });
    expect(copied.created).toEqual({
      elements: 3,
      functions: 4,
      functionLinks: 1,
      failures: 5,
      failureLinks: 3,
      chains: 1,
    });
    expect(copied.skippedLinks).toBe(0);
    expect(copied.source.copied).toEqual({ elements: 3, functions: 4, failures: 5 });
    expect(copied.source.pending).toEqual({
      elements: 0,
      functions: 0,
      functionLinks: 0,
      failures: 0,
      failureLinks: 0,
    });

    const net = await msrNet();
    const system = net.elements.find((e) => e.name === '制动钳总成') as StructureElement;
    expect(system).toMatchObject({ type: 'system', parentId: null });
    expect(net.elements.filter((e) => e.parentId === system.id).map((e) => e.name)).toEqual(['钳体', '活塞']);
    const effects = net.failures.filter((f) => f.type === 'FE').map((f) => [f.name, f.severity]);
    expect(effects.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['制动距离变长', 7],
      ['制动失效', 9],
    ]);
    expect(net.risks).toHaveLength(1);
    expect(net.risks[0]).toMatchObject({ occurrence: null, detection: null, preventionControls: '' });
    // The chain's S is the most severe linked effect's, as in the DFMEA.
    const sheet = await c.get<{ rows: Array<{ severity: number | null; cause: { name: string } | null }> }>(
      u.reader,
      `MSRFailureMode/RiskAnalysisInfo?projectId=${msr.id}`,
    );
    expect(sheet.rows.find((r) => r.cause?.name === '活塞卡滞')?.severity).toBe(9);
  });

  it('copying again adds nothing; after the DFMEA changed, only what is new', async () => {
    const again = await c.post<Copied>(u.editor, 'mSRProject/fMEAMSRSourceDfmeaToNet', { projectId: msr.id });
    expect(again.created).toEqual({
      elements: 0,
      functions: 0,
      functionLinks: 0,
      failures: 0,
      failureLinks: 0,
      chains: 0,
    });
    // The DFMEA gains a component with a function and a cause of the mode.
    const seal = await c.element(d.owner, dfmea.id, small.system.id, '密封圈');
    const fSeal = await c.fn(d.owner, dfmea.id, seal.id, '密封制动液');
    const fc = await c.failure(d.owner, dfmea.id, fSeal.id, 'FC', '密封圈溶胀');
    await c.linkFailures(d.owner, dfmea.id, fc.id, small.fm.id);
    expect((await c.get<MsrSourceDfmeaDto>(u.reader, STATE(msr.id))).pending).toEqual({
      elements: 1,
      functions: 1,
      functionLinks: 0,
      failures: 1,
      failureLinks: 1,
    });
    const added = await c.post<Copied>(u.editor, 'mSRProject/fMEAMSRSourceDfmeaToNet', { projectId: msr.id });
    expect(added.created).toEqual({
      elements: 1,
      functions: 1,
      functionLinks: 0,
      failures: 1,
      failureLinks: 1,
      chains: 1,
    });
    const net = await msrNet();
    const system = net.elements.find((e) => e.name === '制动钳总成');
    expect(net.elements.find((e) => e.name === '密封圈')?.parentId).toBe(system?.id);
    expect(net.risks).toHaveLength(2);
  });

  it('refuses bad input (400), a stale link (409), a reader (403), an unreadable or unknown DFMEA (403 / 404)', async () => {
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: msr.id, dfmeaProjectId: 'x', version: 1 },
      { status: 400, message: /dfmeaProjectId/ },
    );
    await c.refused(u.editor, 'POST', COPY, { projectId: 'x' }, { status: 400, message: /项目 id/ });
    // The link has version 1: naming none, or an older one, is stale.
    await c.refused(u.editor, 'POST', LINK, { projectId: msr.id, dfmeaProjectId: dfmea.id }, failure(409));
    await c.refused(u.reader, 'POST', COPY, { projectId: msr.id }, failure(403));
    await c.refused(u.reader, 'POST', LINK, { projectId: msr.id, dfmeaProjectId: null, version: 1 }, failure(403));
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: msr.id, dfmeaProjectId: otherDfmea.id, version: 1 },
      failure(403, MSR_SOURCE_MESSAGES.dfmeaNotReadable),
    );
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: msr.id, dfmeaProjectId: msr.id, version: 1 },
      failure(404, MSR_SOURCE_MESSAGES.dfmeaNotFound),
    );
    // A DFMEA user without the MSR point: 403; another tenant: 404 for the MSR, and for its own DFMEA as the source.
    await c.refused(d.owner, 'GET', `${API}/${STATE(msr.id)}`, undefined, failure(403));
    await c.refused(u.otherTenant, 'POST', COPY, { projectId: msr.id }, failure(404));
    await c.refused(u.otherTenant, 'GET', `${API}/${STATE(msr.id)}`, undefined, failure(404));
    const [b] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, 'mssb'));
    const theirs = await c.createProject(
      u.otherTenant,
      { ...u, ids: { owner: b?.id as string, editor: '', reader: '', outsider: '' } },
      { projectNO: 'DF-B-001', team: [], nodeTimes: [] },
    );
    await c.refused(
      u.editor,
      'POST',
      LINK,
      { projectId: msr.id, dfmeaProjectId: theirs.id, version: 1 },
      failure(404, MSR_SOURCE_MESSAGES.dfmeaNotFound),
    );
    // Nothing was written by the refusals: the link is the one made first.
    expect((await c.get<MsrSourceDfmeaDto>(u.reader, STATE(msr.id))).link).toMatchObject({
      dfmeaProjectId: dfmea.id,
      version: 1,
    });
  });

  it('unlinks the DFMEA; the copies stay', async () => {
    const state = await c.post<MsrSourceDfmeaDto>(u.owner, 'mSRProject/fMEAMSRLinkSourceDfmea', {
      projectId: msr.id,
      dfmeaProjectId: null,
      version: 1,
    });
    expect(state).toMatchObject({ link: null, copied: { elements: 4, functions: 5, failures: 6 } });
  });
});
