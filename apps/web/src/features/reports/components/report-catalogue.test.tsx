// The reports catalogue through the real route table: each role sees the reports it may open,
// each a link to its screen; the menu's Reports entry opens it.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

afterEach(() => queryClient.clear());

function reportLinks() {
  return within(screen.getByTestId('report-catalogue'))
    .getAllByRole('link')
    .map((link) => [link.querySelector('h3')?.textContent, link.getAttribute('href')]);
}

describe('reports catalogue', () => {
  it('lists every report for a super admin, each linking to its screen', async () => {
    mockApi();
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/reports');
    await screen.findByTestId('report-catalogue', {}, FIRST_LOAD);
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Reports');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sponsorship',
      'Leadership curriculum',
      'Donations',
    ]);
    expect(reportLinks()).toEqual([
      ['Sponsorship report', '/edrocks/reports/sponsorship'],
      ['Students waiting', '/edrocks/reports/students_waiting'],
      ['Lapsed sponsors', '/edrocks/reports/lapsed_sponsors'],
      ['Letters', '/edrocks/reports/letters'],
      ['Attendance report', '/edrocks/attendance'],
      ['Completion report', '/edrocks/leadership_report'],
      ['Document status', '/edrocks/document_status'],
      ['Giving per sponsor', '/edrocks/reports/giving'],
      ['Donations total report', '/edrocks/donations_summary'],
      ['Donations', '/edrocks/donations'],
    ]);
    expect(screen.getByRole('link', { name: /Students waiting/ })).toHaveTextContent(
      'Active students without a sponsor this year, longest waiting first.',
    );
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it('shows an admin only what an admin may open (no donations total)', async () => {
    mockApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/reports');
    await screen.findByTestId('report-catalogue', {}, FIRST_LOAD);
    expect(reportLinks().map(([, href]) => href)).toEqual([
      '/edrocks/reports/sponsorship',
      '/edrocks/reports/students_waiting',
      '/edrocks/reports/lapsed_sponsors',
      '/edrocks/reports/letters',
      '/edrocks/attendance',
      '/edrocks/leadership_report',
      '/edrocks/document_status',
      '/edrocks/reports/giving',
      '/edrocks/donations',
    ]);
  });

  it('refuses a sponsor before anything loads', async () => {
    mockApi();
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/reports');
    expect(await screen.findByTestId('no-access', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByTestId('report-catalogue')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    mockApi();
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/reports');
    await screen.findByTestId('report-catalogue', {}, FIRST_LOAD);
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Informes');
    expect(screen.getByRole('link', { name: /Estudiantes en espera/ })).toHaveAttribute(
      'href',
      '/edrocks/reports/students_waiting',
    );
  });
});
