// The audit log's contracts (modules/audit):
//   GET AUDIT_PATHS.history   ?entity=&id=(&before=)           -> auditHistorySchema
//   GET AUDIT_PATHS.log       auditLogQuerySchema               -> auditLogPageSchema (super admin)
//   GET AUDIT_PATHS.logExport the same filters plus `format`    -> CSV or XLSX file (super admin)
// Nothing writes the log through the API: entries are made beside the change, view or export.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import { calendarDayField, idParam } from './common';
import {
  exportFormatSchema,
  idFilter,
  listQuerySchema,
  pageSchema,
  PAGING_FIELDS,
} from './lists-query';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SORT_FIELDS,
  type AuditAction,
  type AuditEntity,
} from './audit-constants';

const invalid = fieldMessage('validation.invalidValue');

const entityField = z.enum(AUDIT_ENTITIES, { error: invalid });
const actionField = z.enum(AUDIT_ACTIONS, { error: invalid });

/** A range's ends, in UTC. */
const dayFilter = calendarDayField.optional();

export const auditHistoryQuerySchema = z.object({
  entity: entityField,
  id: idParam,
  /** The id of the oldest entry already shown: the next entries are older than it. */
  before: z.coerce
    .number({ error: fieldMessage('validation.invalidNumber') })
    .int({ error: fieldMessage('validation.invalidNumber') })
    .positive({ error: fieldMessage('validation.invalidNumber') })
    .max(Number.MAX_SAFE_INTEGER, { error: fieldMessage('validation.invalidNumber') })
    .optional(),
});
export type AuditHistoryQuery = z.input<typeof auditHistoryQuerySchema>;

/** One changed field; values as they were stored (a date, a number, a code, a name). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Who did it; null id and name: the system (a job, an import, someone not signed in). */
export const auditActorSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
});

export const auditItemSchema = z.object({
  id: z.number().int(),
  /** UTC, ISO 8601. */
  at: z.string(),
  actor: auditActorSchema,
  action: z.enum(AUDIT_ACTIONS),
  changes: z.array(auditChangeSchema),
  reason: z.string().nullable(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditHistorySchema = z.object({
  items: z.array(auditItemSchema),
  /** Whether older entries remain (ask again with `before` = the last item's id). */
  hasMore: z.boolean(),
  /**
   * The names, as they are now, of the records these entries' values point to by id
   * (AUDIT_REFERENCE_FIELDS), keyed by `auditReferenceKey` (`school:12`). A record since deleted
   * has none: the screen shows its number.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditHistory = z.infer<typeof auditHistorySchema>;

const auditLogFilters = {
  actorId: idFilter,
  entity: entityField.optional(),
  entityId: idFilter,
  action: actionField.optional(),
  from: dayFilter,
  to: dayFilter,
};

/**
 * GET AUDIT_PATHS.log: `?q=` (the person's name or e-mail) `&actorId=&entity=&entityId=&action=
 * &from=&to=` with paging; newest first.
 */
export const auditLogQuerySchema = listQuerySchema(AUDIT_SORT_FIELDS, auditLogFilters).extend({
  order: z.enum(['asc', 'desc'], { error: invalid }).default('desc'),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogExportQuerySchema = auditLogQuerySchema
  .omit(PAGING_FIELDS)
  .extend({ format: exportFormatSchema });
export type AuditLogExportQuery = z.input<typeof auditLogExportQuerySchema>;

/** One entry of the whole log: its record too, and what an export or a download held. */
export const auditLogItemSchema = auditItemSchema.extend({
  entity: z.string(),
  entityId: z.number().int().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

export const auditLogPageSchema = pageSchema(auditLogItemSchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export type { AuditAction, AuditEntity };
