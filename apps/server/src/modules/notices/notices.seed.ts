import { NOTICE_AUDIENCES, NOTICE_STATES } from '@qis/shared';
import type { SeedStep } from '../../db/seed/seed-step';
import { notices } from '../../db/tables';
import { createDefaultMessageTemplates } from './templates.service';

const DAY = 24 * 60 * 60 * 1000;

/** The workflow messages' templates (their default texts) and two demo notices: one published, one draft. */
export const noticesDemoSeed: SeedStep = {
  name: 'notices',
  async run(tx, state) {
    const tenantId = state.tenantId;
    const adminId = state.userIds.admin;
    if (!tenantId || !adminId) throw new Error('notices seed needs the default tenant and its administrator');
    await createDefaultMessageTemplates(tx, tenantId, adminId);
    const publishedAt = new Date(Date.now() - 2 * DAY);
    await tx.insert(notices).values([
      {
        tenantId,
        title: '关于开展年度质量月活动的通知',
        content:
          '各部门：\n公司定于下月开展年度质量月活动，内容包括质量知识竞赛、QC 小组成果发表和质量改进提案征集。\n请各部门于本周五前报送参加人员名单。\n质量部',
        state: NOTICE_STATES.published,
        audienceType: NOTICE_AUDIENCES.everyone,
        recipientIds: Object.values(state.userIds),
        publishedAt,
        authorId: adminId,
        createdBy: adminId,
        updatedBy: adminId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      },
      {
        tenantId,
        title: '质量信息系统升级维护公告（草稿）',
        content: '系统将于本周六 20:00—22:00 升级维护，期间暂停使用，请提前保存工作。',
        authorId: adminId,
        createdBy: adminId,
        updatedBy: adminId,
      },
    ]);
  },
};
