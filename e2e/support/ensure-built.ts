// `pretest` of the e2e workspace: builds the web app and the server once before the test files start their platforms,
// and, with QIS_TEST_DATABASE_URL, seeds the template database they copy.
import { ensureBuilt, ensureTemplateDatabase } from './platform';

ensureBuilt();
const adminUrl = process.env.QIS_TEST_DATABASE_URL;
if (adminUrl) await ensureTemplateDatabase(adminUrl);
