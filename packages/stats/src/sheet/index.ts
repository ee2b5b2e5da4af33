/** Spreadsheet helpers. */

export * from './cells';
export * from './column-letters';
