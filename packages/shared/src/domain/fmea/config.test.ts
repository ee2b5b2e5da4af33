import { describe, expect, it } from 'vitest';
import { DEFAULT_FMEA_GENERAL_CONFIG, FmeaKindConfig, needsAction, PfmeaDisplayConfig } from './config';

describe('FMEA configuration', () => {
  it('defaults to the handbook: AP H needs an action; project management off', () => {
    expect(DEFAULT_FMEA_GENERAL_CONFIG).toEqual({ isOpenProjectManage: false });
    expect(FmeaKindConfig.parse({})).toEqual({ actionRequiredAp: 'H' });
  });

  it('asks an action of H only, or of H and M', () => {
    expect([needsAction('H', 'H'), needsAction('M', 'H'), needsAction('L', 'H'), needsAction(null, 'H')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([needsAction('H', 'HM'), needsAction('M', 'HM'), needsAction('L', 'HM')]).toEqual([true, true, false]);
  });

  it('defaults the PFMEA display configuration to 1 or true, and names a field it refuses', () => {
    expect(PfmeaDisplayConfig.parse({})).toEqual({
      riskAnalysisOrder: 1,
      isShowChart: true,
      optimizationOrder: 1,
      isShowControlPlan: true,
      fmeaResultOrder: 1,
      fmeaResultView: 1,
    });
    const refused = PfmeaDisplayConfig.safeParse({ riskAnalysisOrder: 3 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['riskAnalysisOrder'],
      message: expect.stringMatching(/^riskAnalysisOrder 须为 1/),
    });
  });
});
