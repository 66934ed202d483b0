// The query keys of the two leadership reports and the years their filter offers.
import { recordKeys } from '../../../config/query-keys';

export const ATTENDANCE_REPORT_KEYS = recordKeys('attendanceReport');
export const COMPLETION_REPORT_KEYS = recordKeys('completionReport');
export const YEAR_OPTIONS_KEY = ['leadershipReports', 'years'] as const;
