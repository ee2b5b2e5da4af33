import { StringDecoder } from 'node:string_decoder';
import JSZip from 'jszip';
import { MAX_WORKBOOK_XML_BYTES, type SheetLimits, SheetTooLargeError, totalRows } from './sheet-limits';

// Checks an .xlsx against the limits by streaming its parts once, before any reader builds cells: a sheet that
// declares one cell at XFD1048576, or a million rows of a few bytes each, stops at the first row or cell past the
// limit, and a deflate bomb at MAX_WORKBOOK_XML_BYTES. Rows and cells are numbered by their `r` attribute, or one after
// the previous when it is missing. The sheet's <dimension> is not trusted either way: the cells themselves count.

const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g;
const REFERENCE = /\sr\s*=\s*["']([A-Za-z]*)(\d*)["']/;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** Text kept between chunks while no tag closes in it. */
const MAX_CARRY = 1024 * 1024;

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Scans one sheet's XML chunk by chunk; throws SheetTooLargeError past the limits. */
function sheetScanner(limits: SheetLimits) {
  const maxRows = totalRows(limits);
  let row = 0;
  let column = 0;
  let carry = '';
  const scan = (text: string) => {
    TAG.lastIndex = 0;
    for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
      const reference = REFERENCE.exec(match[2] ?? '');
      if (match[1] === 'row') {
        row = reference?.[2] ? Number(reference[2]) : row + 1;
        column = 0;
        if (row > maxRows) throw new SheetTooLargeError(`row ${row}`);
      } else {
        column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
        if (column > limits.columns) throw new SheetTooLargeError(`column ${column}`);
        if (reference?.[2] && Number(reference[2]) > maxRows) throw new SheetTooLargeError(`row ${reference[2]}`);
      }
    }
  };
  return (chunk: string) => {
    const text = carry + chunk;
    const end = text.lastIndexOf('>') + 1;
    scan(text.slice(0, end));
    carry = text.slice(end);
    if (carry.length > MAX_CARRY) carry = carry.slice(Math.max(0, carry.lastIndexOf('<')));
  };
}

/**
 * Streams one part of the zip, handing a sheet's text to `onSheetText` (other parts are only counted); answers its
 * length in bytes.
 */
function streamEntry(
  file: JSZip.JSZipObject,
  budget: number,
  onSheetText: ((text: string) => void) | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    // JSZip's stream is an older readable-stream: events only, no async iteration.
    const stream = file.nodeStream('nodebuffer') as NodeJS.ReadableStream & { destroy?: () => void };
    const decoder = new StringDecoder('utf8');
    let length = 0;
    let failed = false;
    stream.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        length += chunk.length;
        if (length > budget) throw new SheetTooLargeError('xml bytes');
        onSheetText?.(decoder.write(chunk));
      } catch (error) {
        failed = true;
        stream.pause();
        stream.destroy?.();
        reject(error);
      }
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(length));
  });
}

/** Throws SheetTooLargeError when a sheet of the .xlsx passes the limits, or its parts MAX_WORKBOOK_XML_BYTES. */
export async function checkXlsxBounds(bytes: Buffer, limits: SheetLimits): Promise<void> {
  const zip = await JSZip.loadAsync(bytes);
  let total = 0;
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const onSheetText = WORKSHEET.test(file.name) ? sheetScanner(limits) : undefined;
    total += await streamEntry(file, MAX_WORKBOOK_XML_BYTES - total, onSheetText);
  }
}
