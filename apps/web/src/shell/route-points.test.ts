import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withPoints } from './route-points';

describe('withPoints', () => {
  it("adds a module's point to every route and child, keeping each route's own", () => {
    const routes: RouteObject[] = [
      { path: '/tool', handle: { title: 'menu.home' } },
      { path: '/setting', handle: { permissions: ['Module.Setting'] } },
      { path: '/group', children: [{ path: 'inner' }] },
    ];
    const out = withPoints(routes, ['Module']);
    expect(out.map((r) => r.handle)).toEqual([
      { title: 'menu.home', permissions: ['Module'] },
      { permissions: ['Module', 'Module.Setting'] },
      { permissions: ['Module'] },
    ]);
    expect(out[2]?.children?.[0]?.handle).toEqual({ permissions: ['Module'] });
    expect(routes[0]?.handle).toEqual({ title: 'menu.home' });
  });
});
