// Starts the PDF worker from its TypeScript source (tests, `npm run dev`); the bundle runs dist/form-sheet-pdf-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./form-sheet-pdf-worker.ts');
