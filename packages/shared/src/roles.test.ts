import { describe, expect, it } from 'vitest';
import {
  AREAS,
  MANAGED_ROLES,
  PERMISSIONS,
  PRIVILEGED_ROLES,
  ROLES,
  canSee,
  canWrite,
  isScoped,
  managedRoles,
} from './roles';

describe('permission table', () => {
  it('lets the super admin reach every area, and nobody but admins reach the admin areas', () => {
    // Entering an attendance code and notifications on a phone are a sponsor's only.
    const sponsorsOnly: readonly string[] = ['attendanceCodes', 'pushNotifications'];
    for (const area of AREAS)
      expect(canSee('SUPER_ADMIN', area)).toBe(!sponsorsOnly.includes(area));
    for (const area of ['schools', 'villages', 'adminUsers', 'allUsers', 'tools'] as const) {
      expect(canSee('SPONSOR', area)).toBe(false);
      expect(canSee('STUDENT', area)).toBe(false);
    }
    expect(Object.values(PERMISSIONS).every((row) => Object.keys(row).length > 0)).toBe(true);
  });

  it('follows PRODUCT.md for the areas that decide who administers what', () => {
    expect(canSee('SUPER_ADMIN', 'adminUsers')).toBe(true);
    expect(canSee('GLOBAL_ADMIN', 'adminUsers')).toBe(true);
    expect(canSee('ADMIN', 'adminUsers')).toBe(false);
    expect(canSee('SPONSOR', 'adminUsers')).toBe(false);
    expect(canWrite('SUPER_ADMIN', 'periods')).toBe(true);
    expect(canWrite('GLOBAL_ADMIN', 'periods')).toBe(false);
    expect(canSee('ADMIN', 'donationsSummary')).toBe(false);
    expect(canSee('STUDENT', 'sponsorship')).toBe(false);
    // The leadership curriculum: coordinators run meetings, sponsors enter codes and write
    // assessments, coordinators read and return them.
    expect(canSee('SPONSOR', 'meetings')).toBe(false);
    expect(canWrite('ADMIN', 'meetings')).toBe(true);
    expect(canWrite('SPONSOR', 'attendanceCodes')).toBe(true);
    expect(canSee('ADMIN', 'attendanceCodes')).toBe(false);
    expect(canWrite('SPONSOR', 'assessments')).toBe(true);
    expect(canWrite('ADMIN', 'assessments')).toBe(false);
    expect(canWrite('ADMIN', 'assessmentReview')).toBe(true);
    expect(canSee('SPONSOR', 'assessmentReview')).toBe(false);
    expect(canSee('SPONSOR', 'attendanceReport')).toBe(false);
  });

  it('scopes every admin area and nothing of the other roles', () => {
    for (const area of AREAS) {
      expect(isScoped('SUPER_ADMIN', area)).toBe(false);
      expect(isScoped('GLOBAL_ADMIN', area)).toBe(false);
      expect(isScoped('SPONSOR', area)).toBe(false);
    }
    expect(isScoped('ADMIN', 'students')).toBe(true);
    expect(isScoped('ADMIN', 'schools')).toBe(true);
    expect(canWrite('ADMIN', 'schools')).toBe(false);
  });

  it('lets everyone reach help and their profile', () => {
    for (const role of ROLES) {
      expect(canSee(role, 'help')).toBe(true);
      expect(canSee(role, 'profile')).toBe(true);
    }
  });

  it('lets only a super admin manage super and global admins, on both user screens', () => {
    for (const screen of ['adminUsers', 'allUsers'] as const) {
      expect(managedRoles('SUPER_ADMIN', screen)).toEqual(expect.arrayContaining(['GLOBAL_ADMIN']));
      for (const role of ROLES.filter((candidate) => candidate !== 'SUPER_ADMIN')) {
        const managed = MANAGED_ROLES[screen][role] ?? [];
        expect(managed.filter((target) => PRIVILEGED_ROLES.includes(target))).toEqual([]);
      }
    }
    expect(managedRoles('GLOBAL_ADMIN', 'allUsers')).toEqual(['ADMIN', 'SPONSOR', 'STUDENT']);
    expect(managedRoles('GLOBAL_ADMIN', 'adminUsers')).toEqual(['ADMIN']);
  });
});
