// Reads the files the export endpoints answer with, as a spreadsheet user would: CSV (RFC 4180,
// with the byte-order mark Excel needs) and XLSX (through exceljs).
import ExcelJS from 'exceljs';

/** Rows of a CSV text, each a list of cells; quotes, doubled quotes and newlines in cells handled. */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (inQuotes) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      inQuotes = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** The first sheet of an XLSX file as rows of cell values (header row first). */
export async function readXlsx(data: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    // exceljs rows are 1-based: index 0 is always empty.
    rows.push(values.slice(1));
  });
  return rows;
}
