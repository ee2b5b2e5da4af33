import { describe, expect, it } from 'vitest';
import { canReadFmeaProject, canWriteFmeaProject, fmeaProjectRights } from './access';

const project = {
  ownerId: 'owner',
  team: [
    { userId: 'editor', canEdit: true },
    { userId: 'reader', canEdit: false },
  ],
};
const as = (userId: string, holdsOverview = false) => ({ userId, holdsOverview });

describe('FMEA project rights', () => {
  it('the owner reads, writes and owns', () => {
    expect([...fmeaProjectRights(project, as('owner'))].sort()).toEqual(['manage', 'owner', 'read', 'write']);
  });
  it('a team member with canEdit reads and writes; without it only reads', () => {
    expect(canWriteFmeaProject(project, as('editor'))).toBe(true);
    expect(canReadFmeaProject(project, as('reader'))).toBe(true);
    expect(canWriteFmeaProject(project, as('reader'))).toBe(false);
  });
  it('an outsider reads only with an overview point, and never writes', () => {
    expect(canReadFmeaProject(project, as('other'))).toBe(false);
    expect(canReadFmeaProject(project, as('other', true))).toBe(true);
    expect(canWriteFmeaProject(project, as('other', true))).toBe(false);
  });
  it('a holder of the project-management point reads and manages (team, plan) but does not write the net', () => {
    const rights = fmeaProjectRights(project, { userId: 'pmo', holdsOverview: false, holdsManage: true });
    expect([...rights].sort()).toEqual(['manage', 'read']);
    expect(fmeaProjectRights(project, as('editor')).has('manage')).toBe(false);
  });
});
