import JSZip from 'jszip';
import { MAX_SHEET_XML_BYTES, type SheetLimits, SheetTooLargeError } from './sheet-limits';

// Checks an .xlsx's sheets against the limits by streaming their XML once, before any reader builds cells: a sheet
// that declares one cell at XFD1048576, or a million rows of a few bytes each, stops at the first row or cell past the
// limit. Rows and cells are numbered by their `r` attribute, or one after the previous when it is missing.

const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g;
const REFERENCE = /\sr\s*=\s*["']([A-Za-z]*)(\d*)["']/;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;
/** Text kept between chunks while no tag closes in it. */
const MAX_CARRY = 1024 * 1024;

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** Scans one sheet's XML chunk by chunk; throws SheetTooLargeError past the limits. */
function sheetScanner(limits: SheetLimits) {
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
        if (row > limits.rows) throw new SheetTooLargeError(`row ${row}`);
      } else {
        column = reference?.[1] ? columnNumber(reference[1]) : column + 1;
        if (column > limits.columns) throw new SheetTooLargeError(`column ${column}`);
        if (reference?.[2] && Number(reference[2]) > limits.rows) throw new SheetTooLargeError(`row ${reference[2]}`);
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

function streamEntry(file: JSZip.JSZipObject, onChunk: (text: string) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    // biome-ignore lint/suspicious/noExplicitAny: jszip's internal stream is untyped
    const stream = (file as any).internalStream('string');
    stream
      .on('data', (chunk: string) => {
        try {
          bytes += chunk.length;
          if (bytes > MAX_SHEET_XML_BYTES) throw new SheetTooLargeError('xml bytes');
          onChunk(chunk);
        } catch (error) {
          stream.pause();
          reject(error);
        }
      })
      .on('error', reject)
      .on('end', () => resolve(bytes))
      .resume();
  });
}

/** Throws SheetTooLargeError when a sheet of the .xlsx passes the limits, or the sheets' XML the byte limit. */
export async function checkXlsxBounds(bytes: Buffer, limits: SheetLimits): Promise<JSZip> {
  const zip = await JSZip.loadAsync(bytes);
  let total = 0;
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    if (WORKSHEET.test(file.name)) total += await streamEntry(file, sheetScanner(limits));
    else if (SHARED_STRINGS.test(file.name)) total += await streamEntry(file, () => {});
    if (total > MAX_SHEET_XML_BYTES) throw new SheetTooLargeError('xml bytes');
  }
  return zip;
}
