import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may; the page's Content Security Policy forbids eval, so
// zod's probe for it would be reported as a violation on every page. Interpreted parsing is fast enough here.
z.config({ jitless: true });
