import JSZip from 'jszip';

// Workbooks that are small on disk and huge once read, written as raw .xlsx parts so that their sheet XML is exactly
// what an attacker would send (exceljs would normalise it). Used by the availability tests and
// scripts/probe-spreadsheet-bombs.ts.

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const sheetXml = (dimension: string, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

async function workbookOf(sheet: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('xl/workbook.xml', WORKBOOK);
  zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  zip.file('xl/worksheets/sheet1.xml', sheet);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** A goal in A1 and one cell at XFD1048576, the sheet declaring A1:XFD1048576: under 2 KB. */
export const lastCellBomb = () =>
  workbookOf(
    sheetXml(
      'A1:XFD1048576',
      `<row r="1">${text('A1', '目标')}</row><row r="1048576">${text('XFD1048576', 'x')}</row>`,
    ),
  );

/** `rows` rows, each with one empty cell in A and a value every 1,000th row: 1 to 5 MB for 200,000 to 1,000,000. */
export function emptyRowsBomb(rows: number): Promise<Buffer> {
  const parts: string[] = [`<row r="1">${text('A1', '目标')}</row>`];
  for (let r = 2; r <= rows; r++)
    parts.push(
      r % 1000 === 0 ? `<row r="${r}">${text(`A${r}`, `行${r}`)}</row>` : `<row r="${r}"><c r="A${r}"/></row>`,
    );
  return workbookOf(sheetXml(`A1:A${rows}`, parts.join('')));
}
