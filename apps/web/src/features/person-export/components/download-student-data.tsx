// A student's page: "Download this student's data" (the super admin).
import type { SectionProps } from '../../../lib/feature-manifest';
import { downloadStudentData } from '../api/download-student-data';
import { DownloadSection } from './download-section';

export default function DownloadStudentData({ studentId }: SectionProps<'studentDetails'>) {
  return <DownloadSection kind="student" download={() => downloadStudentData(studentId)} />;
}
