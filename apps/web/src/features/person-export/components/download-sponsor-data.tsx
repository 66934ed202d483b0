// A sponsor's page: "Download this sponsor's data" (the super admin).
import type { SectionProps } from '../../../lib/feature-manifest';
import { downloadSponsorData } from '../api/download-sponsor-data';
import { DownloadSection } from './download-section';

export default function DownloadSponsorData({ sponsorId }: SectionProps<'sponsorDetails'>) {
  return <DownloadSection kind="sponsor" download={() => downloadSponsorData(sponsorId)} />;
}
