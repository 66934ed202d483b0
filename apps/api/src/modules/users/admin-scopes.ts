// An admin's schools and villages (the "Admin users" screen).
import type { AdminScope } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import {
  findAdminScope,
  findExistingSchoolIds,
  findExistingVillageIds,
  replaceAdminScope,
} from '../../lib/scopes/scopes.repo';
import { changeLockedUser, getVisibleUser, type UsersContext } from './users-context';

export async function getScope(
  context: UsersContext,
  auth: AuthContext,
  id: number,
): Promise<AdminScope> {
  await getVisibleUser(context, auth, 'adminUsers', id);
  return { userId: id, ...(await findAdminScope(context.db, id)) };
}

/** Replaces the admin's schools and villages with these (every id must exist). */
export async function replaceScope(
  context: UsersContext,
  auth: AuthContext,
  id: number,
  body: { schoolIds: number[]; villageIds: number[] },
): Promise<AdminScope> {
  const { db } = context;
  const knownSchools = await findExistingSchoolIds(db, body.schoolIds);
  const knownVillages = await findExistingVillageIds(db, body.villageIds);
  const issues = [
    ...body.schoolIds
      .map((schoolId, index) => ({ schoolId, index }))
      .filter(({ schoolId }) => !knownSchools.has(schoolId))
      .map(({ index }) => ({ path: `schoolIds.${index}`, message: 'validation.invalidValue' })),
    ...body.villageIds
      .map((villageId, index) => ({ villageId, index }))
      .filter(({ villageId }) => !knownVillages.has(villageId))
      .map(({ index }) => ({
        path: `villageIds.${index}`,
        message: 'validation.invalidValue',
      })),
  ];
  await changeLockedUser(context, auth, 'adminUsers', id, {}, async (tx, target) => {
    if (target.role !== 'ADMIN') throw appError('SCOPE_ONLY_FOR_ADMINS');
    if (issues.length > 0) throw appError('VALIDATION_ERROR', { issues });
    await replaceAdminScope(tx, id, body.schoolIds, body.villageIds);
  });
  return { userId: id, ...(await findAdminScope(db, id)) };
}
