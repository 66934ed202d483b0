// The columns of the audit log's export (CSV and Excel), in the language of the request: the
// area's own words (decision 041). Changes are one cell, "field: before -> after" per change.
import type { AuditAction, Language } from '@portal/shared';
import type { ExportColumn } from '../../lib/export';
import type { AuditRecord } from './audit.repo';

export const AUDIT_LOG_FILE_NAME = {
  'en-US': 'audit-log',
  'es-CO': 'registro-de-auditoria',
} as const;

interface Words {
  headers: {
    at: string;
    actor: string;
    address: string;
    action: string;
    entity: string;
    entityId: string;
    changes: string;
    reason: string;
    details: string;
  };
  actions: Record<AuditAction, string>;
  system: string;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    headers: {
      at: 'When (UTC)',
      actor: 'Who',
      address: 'From address',
      action: 'Action',
      entity: 'Record kind',
      entityId: 'Record id',
      changes: 'Changes',
      reason: 'Reason',
      details: 'Details',
    },
    actions: {
      create: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      view: 'Viewed',
      export: 'Exported',
      download: 'Downloaded',
      erase: 'Erased',
    },
    system: 'System',
  },
  'es-CO': {
    headers: {
      at: 'Cuándo (UTC)',
      actor: 'Quién',
      address: 'Desde la dirección',
      action: 'Acción',
      entity: 'Tipo de registro',
      entityId: 'Id del registro',
      changes: 'Cambios',
      reason: 'Motivo',
      details: 'Detalles',
    },
    actions: {
      create: 'Creó',
      update: 'Cambió',
      delete: 'Eliminó',
      view: 'Consultó',
      export: 'Exportó',
      download: 'Descargó',
      erase: 'Borró',
    },
    system: 'Sistema',
  },
};

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function changesText(row: AuditRecord): string {
  return row.changes
    .map(({ field, before, after }) => `${field}: ${valueText(before)} -> ${valueText(after)}`)
    .join('; ');
}

export function auditExportColumns(language: Language): ExportColumn<AuditRecord>[] {
  const words = WORDS[language];
  const { headers } = words;
  return [
    { header: headers.at, value: (row) => row.at.toISOString() },
    { header: headers.actor, value: (row) => row.actorName ?? words.system },
    { header: headers.address, value: (row) => row.address },
    {
      header: headers.action,
      value: (row) => words.actions[row.action as AuditAction] ?? row.action,
    },
    { header: headers.entity, value: (row) => row.entity },
    { header: headers.entityId, value: (row) => row.entityId },
    { header: headers.changes, value: changesText },
    { header: headers.reason, value: (row) => row.reason },
    { header: headers.details, value: (row) => (row.details ? JSON.stringify(row.details) : '') },
  ];
}
