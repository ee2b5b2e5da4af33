import type { UserListFilter, UserListItem } from '@qis/shared';
import { exportWorkbook } from '../../platform/excel/workbook-export';
import type { UserContext } from '../../platform/http/request-context';
import { byAccount, selectUserItems, userFilterCondition } from './user-queries';

const COLUMNS = [
  { header: '账号', value: (u: UserListItem) => u.userName },
  { header: '姓名', value: (u: UserListItem) => u.name },
  { header: '组织', width: 24, value: (u: UserListItem) => u.organizationName },
  { header: '岗位', value: (u: UserListItem) => u.postName },
  { header: '角色', width: 28, value: (u: UserListItem) => u.roleNames.join('、') },
  { header: '手机号', value: (u: UserListItem) => u.phoneNumber },
  { header: '邮箱', width: 28, value: (u: UserListItem) => u.emailAddress },
  { header: '座机', value: (u: UserListItem) => u.telephone },
  { header: '状态', width: 10, value: (u: UserListItem) => (u.isActive ? '启用' : '停用') },
];

/** The filtered user list (every page) as an .xlsx, in the list's order. */
export async function exportUsers(ctx: UserContext, filter: UserListFilter) {
  const rows = await selectUserItems(ctx.tx)
    .where(userFilterCondition(ctx.principal.tenantId, filter))
    .orderBy(byAccount);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return exportWorkbook({ fileName: `用户列表_${day}.xlsx`, sheetName: '用户', columns: COLUMNS, rows });
}
