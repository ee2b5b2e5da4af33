// `pretest` of the e2e workspace: builds the web app and the server once before the test files start their platforms.
import { ensureBuilt } from './platform';

ensureBuilt();
