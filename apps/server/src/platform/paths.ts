import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/server folder, found from this module whether it runs from src/ (tsx) or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@qis/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the running module');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsFolder = path.join(serverRoot, 'drizzle');
export const webDistFolder = path.resolve(serverRoot, '../web/dist');
