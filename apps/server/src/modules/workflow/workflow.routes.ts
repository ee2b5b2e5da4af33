import {
  approveTask,
  deployProcess,
  getApproveTaskList,
  getDealTaskList,
  getFlowInstanceDetail,
  getFlowInstanceNum,
  getInitiatedFlowList,
  getModuleTypeProcessList,
  getNotifyTaskList,
  getProcessAssigneeOptions,
  getProcessDefinition,
  getProcessedTaskList,
  getProcessManagementList,
  getProcessModuleTypes,
  getSignOffRecordList,
  getTaskCount,
  getTaskDetail,
  handleTask,
  markTaskRead,
  rejectTask,
  selectionProcess,
  startFlow,
  withdrawFlow,
} from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import * as definitions from './definitions.service';
import { createTaskCounts } from './task-count-cache';
import * as service from './workflow.service';

export function registerWorkflowRoutes(app: FastifyInstance) {
  // Counters and my workflows.
  const taskCounts = createTaskCounts(app.services.dbKind === 'pglite', service.taskCount);
  app.addHook('onClose', async () => taskCounts.stop());
  registerEndpoint(app, getTaskCount, (_input, ctx) => taskCounts.get(ctx), { transaction: false });
  registerEndpoint(app, getFlowInstanceNum, (_input, ctx) => service.flowInstanceNum(ctx));
  registerEndpoint(app, getApproveTaskList, ({ query }, ctx) => service.kindTaskList(ctx, 'approve', query));
  registerEndpoint(app, getDealTaskList, ({ query }, ctx) => service.kindTaskList(ctx, 'handle', query));
  registerEndpoint(app, getNotifyTaskList, ({ query }, ctx) => service.kindTaskList(ctx, 'notify', query));
  registerEndpoint(app, getProcessedTaskList, ({ query }, ctx) => service.processedTaskList(ctx, query));
  registerEndpoint(app, getSignOffRecordList, ({ query }, ctx) => service.signOffRecordList(ctx, query));
  registerEndpoint(app, getInitiatedFlowList, ({ query }, ctx) => service.initiatedList(ctx, query));
  registerEndpoint(app, getTaskDetail, ({ params }, ctx) => service.taskDetail(ctx, params.id));
  registerEndpoint(app, getFlowInstanceDetail, ({ params }, ctx) => service.instanceDetail(ctx, params.id));

  // Actions.
  registerEndpoint(app, startFlow, ({ body }, ctx) => service.start(ctx, body));
  registerEndpoint(app, approveTask, ({ body }, ctx) =>
    service.act(ctx, body.taskId, { action: 'approve', comment: body.comment, variables: body.variables }),
  );
  registerEndpoint(app, rejectTask, ({ body }, ctx) =>
    service.act(ctx, body.taskId, { action: 'reject', comment: body.comment, rejectTo: body.rejectTo }),
  );
  registerEndpoint(app, handleTask, ({ body }, ctx) =>
    service.act(ctx, body.taskId, { action: 'handle', comment: body.comment, variables: body.variables }),
  );
  registerEndpoint(app, markTaskRead, ({ body }, ctx) => service.act(ctx, body.taskId, { action: 'read' }));
  registerEndpoint(app, withdrawFlow, ({ body }, ctx) => service.withdrawFlow(ctx, body.id));

  // Process management.
  registerEndpoint(app, getProcessModuleTypes, async () => definitions.moduleTypes(), { transaction: false });
  registerEndpoint(app, getModuleTypeProcessList, (_input, ctx) => definitions.moduleTypeList(ctx));
  registerEndpoint(app, getProcessManagementList, ({ query }, ctx) => definitions.processManagementList(ctx, query));
  registerEndpoint(app, getProcessDefinition, ({ params }, ctx) => definitions.processDefinition(ctx, params.id));
  registerEndpoint(app, getProcessAssigneeOptions, (_input, ctx) => definitions.assigneeOptions(ctx));
  registerEndpoint(app, selectionProcess, ({ body }, ctx) => definitions.selectProcess(ctx, body));
  registerEndpoint(app, deployProcess, ({ body }, ctx) => definitions.deployProcess(ctx, body));
}
