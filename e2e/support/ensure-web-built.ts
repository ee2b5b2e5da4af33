// `pretest` of the e2e workspace: builds apps/web once before the test files start their platforms.
import { ensureWebBuilt } from './platform';

ensureWebBuilt();
