import { CHART_STYLE_MESSAGES, type MsFileDetailDto, type MsFileDto, readChartStyles } from '@qis/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, failure } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type MsTestUsers, signInMsTestUsers } from './files/ms-test-users';

let t: TestApp;
let u: MsTestUsers;
const { ok, refused } = apiClient(() => t);

const PC = '/qis/api/app/processCapabilityAnalysis';
const REG = '/qis/api/app/oneDollarReturn';
const FAF = '/qis/api/app/folderAndFile';

beforeAll(async () => {
  t = await buildTestApp();
  u = await signInMsTestUsers(t, 'mcs');
});
afterAll(() => t?.close());

const createFile = (name: string, kind: string, settings: Record<string, unknown> = {}) =>
  ok<MsFileDto>(u.mine, 'POST', '/qis/api/app/folders/creatOrEditFiles', { name, folderId: null, kind, settings });
const detail = (id: string) => ok<MsFileDetailDto>(u.mine, 'GET', `${FAF}/msFileDetail?id=${id}`);

describe('saved chart styles of analysis files', () => {
  it('needs a signed-in user and the statistics plugin', async () => {
    const body = { id: crypto.randomUUID(), style: {}, version: 1 };
    await refused(undefined, 'POST', `${PC}/changePCHistogramStyle`, body, failure(401));
    await refused(u.noPlugin, 'POST', `${REG}/changeScatterStyle`, body, failure(403, '插件未启用'));
  });

  it('saves a capability histogram style: the other settings stay, the version goes up', async () => {
    const file = await createFile('能力样式', 'capability', {
      lsl: 9.5,
      usl: 10.5,
      chartStyles: { other: { color: 'red' } },
    });
    const style = { title: '直径分布', xAxisName: '直径', color: '#112233', showGrid: false, symbolSize: 4 };
    const saved = await ok<MsFileDetailDto>(u.mine, 'POST', `${PC}/changePCHistogramStyle`, {
      id: file.id,
      style,
      version: 1,
    });
    const expected = { ...style, showLegend: true };
    expect(saved).toMatchObject({ id: file.id, kind: 'capability', version: 2 });
    expect(saved.settings).toEqual({
      lsl: 9.5,
      usl: 10.5,
      chartStyles: { other: { color: 'red' }, histogram: expected },
    });
    expect((await detail(file.id)).settings).toEqual(saved.settings);
    // What a page hands its charts: the valid styles only.
    expect(readChartStyles(saved.settings)).toEqual({ histogram: expected });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThan(new Date(file.updatedAt).getTime());
  });

  it('saves each regression chart under its own key', async () => {
    const file = await createFile('回归样式', 'regression', { xColumn: 'x', yColumn: 'y' });
    const calls = [
      ['changeHistogramStyle', 'histogram'],
      ['changeProbabilityStyle', 'probability'],
      ['changeRegressionStyle', 'regression'],
      ['changeScatterStyle', 'scatter'],
    ] as const;
    let version = 1;
    for (const [call, key] of calls) {
      const saved = await ok<MsFileDetailDto>(u.mine, 'POST', `${REG}/${call}`, {
        id: file.id,
        style: { title: key, showLegend: false },
        version,
      });
      version = saved.version;
    }
    expect(version).toBe(5);
    const { settings } = await detail(file.id);
    expect(settings).toMatchObject({ xColumn: 'x', yColumn: 'y' });
    expect(settings.chartStyles).toEqual(
      Object.fromEntries(calls.map(([, key]) => [key, { title: key, showLegend: false, showGrid: true }])),
    );
  });

  it('refuses a stale version with 409, writing nothing', async () => {
    const file = await createFile('过期样式', 'capability');
    await ok(u.mine, 'POST', `${PC}/changePCHistogramStyle`, { id: file.id, style: { title: '一' }, version: 1 });
    const stale = { id: file.id, style: { title: '二' }, version: 1 };
    await refused(u.mine, 'POST', `${PC}/changePCHistogramStyle`, stale, failure(409));
    expect((await detail(file.id)).settings).toEqual({
      chartStyles: { histogram: { title: '一', showLegend: true, showGrid: true } },
    });
  });

  it('refuses a file of another kind with 400', async () => {
    const capability = await createFile('能力文件', 'capability');
    const regression = await createFile('回归文件', 'regression');
    const data = await createFile('数据文件', 'data');
    const body = (id: string) => ({ id, style: {}, version: 1 });
    const notCapability = failure(400, CHART_STYLE_MESSAGES.notCapability);
    const notRegression = failure(400, CHART_STYLE_MESSAGES.notRegression);
    await refused(u.mine, 'POST', `${PC}/changePCHistogramStyle`, body(regression.id), notCapability);
    await refused(u.mine, 'POST', `${PC}/changePCHistogramStyle`, body(data.id), notCapability);
    await refused(u.mine, 'POST', `${REG}/changeHistogramStyle`, body(capability.id), notRegression);
    await refused(u.mine, 'POST', `${REG}/changeScatterStyle`, body(data.id), notRegression);
  });

  it('refuses a bad style with 400 naming the field', async () => {
    const file = await createFile('校验样式', 'regression');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ color: 'red' }, /^参数 style\.color 无效：颜色须为 #RRGGBB 格式/],
      [{ color: '#12345' }, /^参数 style\.color 无效/],
      [{ title: 'x'.repeat(101) }, /^参数 style\.title 无效：标题不能超过100个字符/],
      [{ xAxisName: 'x'.repeat(51) }, /^参数 style\.xAxisName 无效：X 轴名称不能超过50个字符/],
      [{ symbolSize: 1 }, /^参数 style\.symbolSize 无效：点大小不能小于2/],
      [{ symbolSize: 2.5 }, /^参数 style\.symbolSize 无效：点大小须为整数/],
      [{ showLegend: 'yes' }, /^参数 style\.showLegend 无效/],
    ];
    for (const [style, message] of cases)
      await refused(
        u.mine,
        'POST',
        `${REG}/changeScatterStyle`,
        { id: file.id, style, version: 1 },
        failure(400, message),
      );
  });

  it('answers 404 for a file of another user, another tenant, or in the recycle bin', async () => {
    const file = await createFile('别人的样式', 'capability');
    const body = { id: file.id, style: { title: '偷改' }, version: 1 };
    for (const token of [u.colleague, u.otherTenant])
      await refused(token, 'POST', `${PC}/changePCHistogramStyle`, body, failure(404));
    await ok(u.mine, 'DELETE', `/qis/api/app/folders/files?id=${file.id}`);
    await refused(u.mine, 'POST', `${PC}/changePCHistogramStyle`, body, failure(404));
  });
});
