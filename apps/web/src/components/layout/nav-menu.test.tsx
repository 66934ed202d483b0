import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLES, canSee, type Role } from '@portal/shared';
import { MENU } from './menu-items';
import { NavMenu } from './nav-menu';

function renderMenu(role: Role) {
  const router = createMemoryRouter([{ path: '*', element: <NavMenu role={role} /> }], {
    initialEntries: ['/edrocks'],
  });
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Main menu' });
}

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

  it.each(ROLES)('lists exactly the areas the permission table gives %s', (role) => {
    renderMenu(role);
    const expected = MENU.flatMap((group) => group.items)
      .filter((item) => canSee(role, item.area))
      .map((item) => item.path);
    const shown = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(shown).toEqual(expected);
  });
});
