// The side menu: the seed's labels, grouped, each item tied to an area of the shared PERMISSIONS
// table. What a role sees is decided by canSee() there, nowhere else.
import type { ReactElement } from 'react';
import { canSee, type Area, type Role } from '@portal/shared';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BarChartIcon from '@mui/icons-material/BarChart';
import BuildIcon from '@mui/icons-material/Build';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmailIcon from '@mui/icons-material/Email';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FaceIcon from '@mui/icons-material/Face';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import HolidayVillageIcon from '@mui/icons-material/HolidayVillage';
import PeopleIcon from '@mui/icons-material/People';
import SavingsIcon from '@mui/icons-material/Savings';
import SchoolIcon from '@mui/icons-material/School';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PATHS } from '../../config/paths';

export interface MenuEntry {
  id: string;
  area: Area;
  /** i18n key of the label (also the screen's title). */
  labelKey: string;
  /** The label for some roles, when the screen shows them something of their own. */
  labelKeyByRole?: Partial<Record<Role, string>>;
  path: string;
  icon: ReactElement;
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuEntry[];
}

export const MENU: readonly MenuGroup[] = [
  {
    id: 'overview',
    labelKey: 'nav.groups.overview',
    items: [
      {
        id: 'dashboard',
        area: 'dashboard',
        labelKey: 'nav.dashboard',
        path: PATHS.dashboard,
        icon: <DashboardIcon />,
      },
      {
        id: 'reports',
        area: 'reports',
        labelKey: 'nav.reports',
        path: PATHS.reports,
        icon: <BarChartIcon />,
      },
    ],
  },
  {
    id: 'people',
    labelKey: 'nav.groups.people',
    items: [
      {
        id: 'students',
        area: 'students',
        labelKey: 'nav.students',
        path: PATHS.students,
        icon: <FaceIcon />,
      },
      {
        id: 'sponsors',
        area: 'sponsors',
        labelKey: 'nav.sponsors',
        // A sponsor finds their own profile here, a student their sponsors.
        labelKeyByRole: { SPONSOR: 'sponsors.own.title', STUDENT: 'sponsors.mine.title' },
        path: PATHS.sponsors,
        icon: <VolunteerActivismIcon />,
      },
      {
        id: 'sponsorship',
        area: 'sponsorship',
        labelKey: 'nav.sponsorship',
        path: PATHS.sponsorship,
        icon: <HandshakeIcon />,
      },
    ],
  },
  {
    id: 'curriculum',
    labelKey: 'nav.groups.curriculum',
    items: [
      {
        id: 'meetings',
        area: 'meetings',
        labelKey: 'nav.meetings',
        path: PATHS.meetings,
        icon: <GroupsIcon />,
      },
      {
        id: 'attendance',
        area: 'attendanceReport',
        labelKey: 'nav.attendanceReport',
        path: PATHS.attendance,
        icon: <EventAvailableIcon />,
      },
      {
        id: 'leadershipReport',
        area: 'leadershipReport',
        labelKey: 'nav.leadershipReport',
        path: PATHS.leadershipReport,
        icon: <EmojiEventsIcon />,
      },
      {
        id: 'documentStatus',
        area: 'documentStatus',
        labelKey: 'nav.documentStatus',
        path: PATHS.documentStatus,
        icon: <FactCheckIcon />,
      },
    ],
  },
  {
    id: 'donations',
    labelKey: 'nav.groups.donations',
    items: [
      {
        id: 'donations',
        area: 'donations',
        labelKey: 'nav.donations',
        path: PATHS.donations,
        icon: <SavingsIcon />,
      },
      {
        id: 'donationsSummary',
        area: 'donationsSummary',
        labelKey: 'nav.donationsSummary',
        path: PATHS.donationsSummary,
        icon: <AssessmentIcon />,
      },
    ],
  },
  {
    id: 'communication',
    labelKey: 'nav.groups.communication',
    items: [
      { id: 'email', area: 'email', labelKey: 'nav.email', path: PATHS.email, icon: <EmailIcon /> },
    ],
  },
  {
    id: 'administration',
    labelKey: 'nav.groups.administration',
    items: [
      {
        id: 'schools',
        area: 'schools',
        labelKey: 'nav.schools',
        path: PATHS.schools,
        icon: <SchoolIcon />,
      },
      {
        id: 'villages',
        area: 'villages',
        labelKey: 'nav.villages',
        path: PATHS.villages,
        icon: <HolidayVillageIcon />,
      },
      {
        id: 'periods',
        area: 'periods',
        labelKey: 'nav.periods',
        path: PATHS.periods,
        icon: <CalendarMonthIcon />,
      },
      {
        id: 'adminUsers',
        area: 'adminUsers',
        labelKey: 'nav.adminUsers',
        path: PATHS.admins,
        icon: <AdminPanelSettingsIcon />,
      },
      {
        id: 'allUsers',
        area: 'allUsers',
        labelKey: 'nav.allUsers',
        path: PATHS.users,
        icon: <PeopleIcon />,
      },
      {
        id: 'events',
        area: 'events',
        labelKey: 'nav.events',
        path: PATHS.eventsAdmin,
        icon: <EventIcon />,
      },
      { id: 'tools', area: 'tools', labelKey: 'nav.tools', path: PATHS.tools, icon: <BuildIcon /> },
    ],
  },
  {
    id: 'support',
    labelKey: 'nav.groups.support',
    items: [
      {
        id: 'help',
        area: 'help',
        labelKey: 'nav.help',
        path: PATHS.help,
        icon: <HelpOutlinedIcon />,
      },
    ],
  },
];

/** The menu a role sees: items whose area the role can see, empty groups dropped. */
export function getMenuForRole(role: Role): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items
      .filter((item) => canSee(role, item.area))
      .map((item) => ({ ...item, labelKey: item.labelKeyByRole?.[role] ?? item.labelKey })),
  })).filter((group) => group.items.length > 0);
}
