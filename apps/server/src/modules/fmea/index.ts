export { registerFmeaRoutes } from './fmea.routes';
// What the FMEA dashboard (modules/fmea-dashboard) reads through: the project list rows, the task list and today,
// and the record-level rule.
export { holdsManage, principalHoldsOverview, projectFor } from './project-access';
export { projectListItems } from './project-list.service';
export { listAuditTasks, todayOf } from './tasks.service';
