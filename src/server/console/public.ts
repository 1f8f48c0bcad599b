/** What the rest of the server may use of console/: everything else in the folder is its own. */
export { recordAudit } from './audit';
export { createOperator } from './operators';
export { templatesInUse } from './sms-templates';
