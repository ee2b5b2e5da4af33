/** An .xlsx of users to import, as an administrator would fill the import template. */
import ExcelJS from 'exceljs';

export const IMPORT_HEADERS = ['账号', '姓名', '手机号', '邮箱', '座机', '组织', '岗位', '角色', '初始密码'];

export interface BadRow {
  /** The row number Excel shows (the header is row 1). */
  excelRow: number;
  userName: string;
}

/**
 * `count` users of the demo company's quality department; the rows listed in `bad` are spoiled: an unknown
 * organization, a malformed mobile number, and an account that repeats an earlier row.
 */
export async function userImportWorkbook(prefix: string, count: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(IMPORT_HEADERS);
  const bad: BadRow[] = [];
  for (let i = 1; i <= count; i++) {
    const userName = `${prefix}${String(i).padStart(3, '0')}`;
    const row = [
      userName,
      `导入员工${i}`,
      `139${String(10_000_000 + i).slice(-8)}`,
      `${userName}@example.com`,
      '',
      '质量部',
      '',
      '只读用户',
      '',
    ];
    if (i === 17) {
      row[5] = '不存在的事业部';
      bad.push({ excelRow: i + 1, userName });
    } else if (i === 88) {
      row[2] = '12345';
      bad.push({ excelRow: i + 1, userName });
    } else if (i === 150) {
      row[0] = `${prefix}001`;
      bad.push({ excelRow: i + 1, userName: row[0] });
    }
    sheet.addRow(row);
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), bad };
}
