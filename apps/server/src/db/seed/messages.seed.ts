import { MESSAGE_MODULE_CODES as M, type MessageModuleCode } from '@qis/shared';
import { messages } from '../tables';
import type { SeedStep } from './seed-step';

const HOUR = 60 * 60 * 1000;

interface DemoMessage {
  module: MessageModuleCode;
  content: string;
  url?: string;
  hoursAgo: number;
  read: boolean;
}

/** Messages of the demo users (newest first as the list shows them); the seed numbers them oldest first. */
const MESSAGES: Record<string, DemoMessage[]> = {
  admin: [
    {
      module: M.fmea,
      content: '张伟提交了《变速箱壳体 DFMEA（V2.1）》，请您审核。',
      url: '/upcomingTrial',
      hoursAgo: 0.5,
      read: false,
    },
    {
      module: M.qfd,
      content: '《新能源驱动电机端盖 QFD》第二阶段“质量屋”已审批通过，可进入第三阶段“零件展开”。',
      url: '/QFDOverview',
      hoursAgo: 3,
      read: false,
    },
    {
      module: M.supplier,
      content: '供应商“昆山华达铸造有限公司”第三季度绩效评价已完成，结果为 B 级，请确认。',
      url: '/supplier',
      hoursAgo: 5,
      read: false,
    },
    {
      module: M.qsd,
      content: '年度第一次内部质量管理体系审核计划已批准，将于下周一开始，审核组长：李娜。',
      url: '/QAMOverview',
      hoursAgo: 26,
      read: true,
    },
    {
      module: M.system,
      content: '新用户王芳已加入研发中心，默认角色为“只读用户”。',
      hoursAgo: 200,
      read: true,
    },
  ],
  zhangwei: [
    {
      module: M.fmea,
      content: '《CNC 加工线 PFMEA》中有 3 项措施的措施优先级（AP）为“高”，完成期限为本周五，请跟进。',
      url: '/fmeaOverview',
      hoursAgo: 4,
      read: false,
    },
    {
      module: M.qfd,
      content: '《新能源驱动电机端盖 QFD》第二阶段“质量屋”已审批通过。',
      url: '/QFDOverview',
      hoursAgo: 3,
      read: false,
    },
    {
      module: M.fmea,
      content: '您提交的《变速箱壳体 DFMEA（V2.1）》已进入审核，审核人：系统管理员。',
      hoursAgo: 0.5,
      read: true,
    },
    {
      module: M.qsd,
      content: '您被指派为年度内部质量管理体系审核中质量工程科的受审核方联络人。',
      url: '/QAMOverview',
      hoursAgo: 30,
      read: true,
    },
  ],
  lina: [
    {
      module: M.qsd,
      content: '年度第一次内部质量管理体系审核将于下周一开始，您为审核组长，请确认审核日程与检查表。',
      url: '/QAMOverview',
      hoursAgo: 2,
      read: false,
    },
    {
      module: M.qsd,
      content: '上次内部审核的 2 项不符合项纠正措施已到验证期，请安排验证。',
      url: '/QAMOverview',
      hoursAgo: 48,
      read: true,
    },
    {
      module: M.system,
      content: '系统管理员为您分配了“内审员”角色。',
      hoursAgo: 120,
      read: true,
    },
  ],
  wangfang: [
    {
      module: M.fmea,
      content: '《变速箱壳体 DFMEA（V2.0）》已发布，请知悉其中与研发中心相关的 5 项设计措施。',
      url: '/fmeaOverview',
      hoursAgo: 6,
      read: false,
    },
    {
      module: M.system,
      content: '欢迎使用质量信息系统，您的账号已开通。',
      hoursAgo: 200,
      read: true,
    },
  ],
};

export const messagesDemoSeed: SeedStep = {
  name: 'messages',
  async run(tx, state) {
    const tenantId = state.tenantId;
    if (!tenantId) throw new Error('messages seed needs the default tenant');
    const now = Date.now();
    const rows = Object.entries(MESSAGES).flatMap(([userName, list]) => {
      const userId = state.userIds[userName];
      if (!userId) throw new Error(`demo user ${userName} missing`);
      return [...list]
        .sort((a, b) => b.hoursAgo - a.hoursAgo)
        .map((message, i) => {
          const sentAt = new Date(now - message.hoursAgo * HOUR);
          return {
            tenantId,
            userId,
            module: message.module,
            content: message.content,
            url: message.url ?? null,
            isRead: message.read,
            readAt: message.read ? new Date(sentAt.getTime() + HOUR / 4) : null,
            sentAt,
            serialNumber: i + 1,
          };
        });
    });
    await tx.insert(messages).values(rows);
  },
};
