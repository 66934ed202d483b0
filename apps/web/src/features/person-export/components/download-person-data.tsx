// A user's page: "Download this person's data" (the super admin).
import type { SectionProps } from '../../../lib/feature-manifest';
import { downloadPersonData } from '../api/download-person-data';
import { DownloadSection } from './download-section';

export default function DownloadPersonData({ userId }: SectionProps<'userDetails'>) {
  return <DownloadSection kind="person" download={() => downloadPersonData(userId)} />;
}
