// Every drizzle table of the server, for drizzle-kit and for typed queries.
export * from '../modules/dictionary/dictionary.tables';
export * from '../modules/fmea/fmea-net.tables';
export * from '../modules/fmea/fmea-projects.tables';
export * from '../modules/home/home.tables';
export * from '../modules/identity/identity.tables';
export * from '../modules/identity/token-store.tables';
export * from '../modules/messages/messages.tables';
export * from '../modules/notices/notices.tables';
export * from '../modules/old-tools/old-tools.tables';
export * from '../modules/statistics/files.tables';
export * from '../modules/statistics/statistics.tables';
export * from '../modules/system-info/system-info.tables';
export * from '../modules/workflow/workflow.tables';
export * from '../platform/audit/operation-logs.tables';
export * from '../platform/files/files.tables';
export * from '../platform/realtime/realtime.tables';
export * from '../platform/traffic/traffic-days.tables';
