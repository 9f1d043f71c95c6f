export { withAudit, type AuditActor, type AuditEntry } from './write-audit.ts';
