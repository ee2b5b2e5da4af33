import { findModule } from '@qis/shared';
import { moduleFavourites, moduleVisits } from '../tables';
import type { SeedStep } from './seed-step';

const HOUR = 60 * 60 * 1000;

/** Starred modules of the demo users (catalogue keys; each user may open them). */
const FAVOURITES: Record<string, string[]> = {
  admin: ['fmea', 'qfd', 'system'],
  zhangwei: ['fmea', 'spc', 'statistics'],
  lina: ['qam', 'qualityFiles'],
};

/** Recent visits of the demo users: module key, visit count and how many hours ago the last one was. */
const VISITS: Record<string, Array<[key: string, count: number, hoursAgo: number]>> = {
  admin: [
    ['system', 12, 1],
    ['fmea', 7, 3],
    ['qfd', 4, 26],
    ['statistics', 2, 50],
  ],
  zhangwei: [
    ['fmea', 23, 2],
    ['spc', 9, 5],
    ['statistics', 6, 30],
    ['msa', 3, 72],
  ],
  lina: [
    ['qam', 15, 1],
    ['qualityFiles', 5, 20],
  ],
};

export const homeDemoSeed: SeedStep = {
  name: 'home',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('home seed needs the default tenant');
    const userOf = (userName: string) => {
      const id = state.userIds[userName];
      if (!id) throw new Error(`demo user ${userName} missing`);
      return id;
    };
    const known = (key: string) => {
      if (!findModule(key)) throw new Error(`module ${key} is not in the catalogue`);
      return key;
    };
    const now = Date.now();
    const favourites = Object.entries(FAVOURITES).flatMap(([userName, keys]) =>
      keys.map((key, i) => ({
        tenantId,
        userId: userOf(userName),
        moduleKey: known(key),
        // Starred one after the other, in the order listed.
        createdAt: new Date(now - (keys.length - i) * HOUR),
      })),
    );
    await tx.insert(moduleFavourites).values(favourites);
    const visits = Object.entries(VISITS).flatMap(([userName, rows]) =>
      rows.map(([key, visitCount, hoursAgo]) => ({
        tenantId,
        userId: userOf(userName),
        moduleKey: known(key),
        visitCount,
        lastVisitAt: new Date(now - hoursAgo * HOUR),
      })),
    );
    await tx.insert(moduleVisits).values(visits);
  },
};
