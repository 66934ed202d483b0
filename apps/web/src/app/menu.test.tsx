import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@portal/shared';
import { MenuContext } from '../components/layout/menu-context';
import { NavMenu } from '../components/layout/nav-menu';
import { getMenuForRole } from './features';

function renderMenu(role: Role) {
  const element = (
    <MenuContext value={getMenuForRole}>
      <NavMenu role={role} />
    </MenuContext>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/edrocks'],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Main menu' });
}

// The menu is built from every feature's manifest (app/features.ts).
describe('side menu', () => {
  it('shows Admin users to a super admin', () => {
    renderMenu('SUPER_ADMIN');
    expect(screen.getByRole('link', { name: 'Admin users' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Years' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donations total report' })).toBeInTheDocument();
  });

  it('hides Admin users and the reports from a sponsor', () => {
    renderMenu('SPONSOR');
    expect(screen.queryByRole('link', { name: 'Admin users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Document status' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  // Written out from PRODUCT.md's permission table, not computed with the filter under test.
  const ADMIN_MENU = [
    'Dashboard',
    'Reports',
    'Students',
    'Sponsors',
    'Sponsorship',
    'Agreements',
    'Meetings',
    'Attendance report',
    'Completion report',
    'Document status',
    'Donations',
    'Texts to review',
  ];
  const EXPECTED: Record<Role, string[]> = {
    SUPER_ADMIN: [
      ...ADMIN_MENU,
      'Donations total report',
      'Email',
      'Letters',
      'Letters to review',
      'Schools',
      'Villages',
      'Years',
      'Admin users',
      'All users',
      'Events',
      'Check-in',
      'Tools',
      'Audit log',
      'Data requests',
      'Retention',
      'Help',
    ],
    GLOBAL_ADMIN: [
      ...ADMIN_MENU,
      'Donations total report',
      'Email',
      'Letters',
      'Letters to review',
      'Schools',
      'Villages',
      'Years',
      'Admin users',
      'All users',
      'Events',
      'Check-in',
      'Tools',
      'Data requests',
      'Help',
    ],
    ADMIN: [
      ...ADMIN_MENU,
      'Email',
      'Letters',
      'Letters to review',
      'Schools',
      'Villages',
      'Years',
      'Check-in',
      'Help',
    ],
    SPONSOR: [
      'Dashboard',
      'My students',
      'My sponsor profile',
      'Sponsorship',
      'Agreements',
      'My meetings',
      'Leadership assessments',
      'Donations',
      'Letters',
      'Help',
    ],
    STUDENT: ['Dashboard', 'My student record', 'My sponsors', 'Letters', 'Help'],
  };

  it.each(ROLES)('shows %s exactly its menu', (role) => {
    renderMenu(role);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(EXPECTED[role]);
  });
});
