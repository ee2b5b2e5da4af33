import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text items of each page of a PDF, in drawing order, as a reader's text selection finds them. */
export async function pdfPageItems(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [item.str] : [])));
  }
  await pdf.destroy();
  return pages;
}
