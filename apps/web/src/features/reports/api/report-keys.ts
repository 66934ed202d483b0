// The query keys of the catalogue's reports and the years their filter offers.
import { recordKeys } from '../../../config/query-keys';

export const SPONSORSHIP_REPORT_KEYS = recordKeys('sponsorshipReport');
export const WAITING_STUDENTS_KEYS = recordKeys('waitingStudentsReport');
export const YEAR_OPTIONS_KEY = ['reports', 'years'] as const;
export const LAPSED_SPONSORS_KEYS = recordKeys('lapsedSponsorsReport');
export const GIVING_KEYS = recordKeys('givingReport');
export const LETTERS_REPORT_KEYS = recordKeys('lettersReport');
