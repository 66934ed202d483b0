// An account as the "Admin users" and "All users" screens show it.
import type { ManagedUser } from '@portal/shared';
import type { UserRecord } from './users-admin.repo';

export function toManagedUser(row: UserRecord): ManagedUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    phone: row.phone,
    role: row.role,
    language: row.language,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
