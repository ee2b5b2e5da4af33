import { describe, expect, it } from 'vitest';
import { myFmeaCardTarget, recentFmeaDetailPath, showsProjectChip, taskMoreLink } from './dashboard';

describe('FMEA dashboard navigation (spec §2)', () => {
  it("sends the 'my FMEA' card to the first available kind's list, and nowhere without participation", () => {
    expect(myFmeaCardTarget([0, 1, 2], 3)).toBe('/myProject');
    expect(myFmeaCardTarget([2, 1], 1)).toBe('/myPfmeaProject');
    expect(myFmeaCardTarget([2], 1)).toBe('/myFMEAMSRProject');
    expect(myFmeaCardTarget([0, 1, 2], 0)).toBeNull();
    expect(myFmeaCardTarget([], 4)).toBeNull();
  });

  it('shows the project chip only with isOpenProjectManage', () => {
    expect(showsProjectChip({ isOpenProjectManage: true })).toBe(true);
    expect(showsProjectChip({ isOpenProjectManage: false })).toBe(false);
  });

  it("builds the 'more' links with ?type=3 for overdue and ?type=2 for not yet due", () => {
    expect(taskMoreLink(0)).toBe('/myProjectList');
    expect(taskMoreLink(0, 'overdue')).toBe('/myProjectList?type=3');
    expect(taskMoreLink(1, 'notDue')).toBe('/myPFmeaProjectList?type=2');
    expect(taskMoreLink(2, 'overdue')).toBe('/myFMEAMSRList?type=3');
  });

  it('opens a recent row by its type', () => {
    expect(recentFmeaDetailPath(0, 'a')).toBe('/projectInfo/a');
    expect(recentFmeaDetailPath(1, 'b')).toBe('/ProjectPFMEA/b');
    expect(recentFmeaDetailPath(2, 'c')).toBe('/ProjectFMEAMSR/c');
  });
});
