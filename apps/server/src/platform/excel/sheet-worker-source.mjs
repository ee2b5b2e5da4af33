// Starts the sheet worker from its TypeScript source (tests, `npm run dev`); the bundle runs dist/sheet-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./sheet-worker.ts');
