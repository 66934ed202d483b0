// The profile's "Download my data" (every role).
import type { SectionProps } from '../../../lib/feature-manifest';
import { downloadMyData } from '../api/download-my-data';
import { DownloadSection } from './download-section';

export default function DownloadMyData(_props: SectionProps<'profile'>) {
  return <DownloadSection kind="mine" download={downloadMyData} />;
}
