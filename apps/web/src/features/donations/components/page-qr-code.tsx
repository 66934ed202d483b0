// The QR code of a sponsor's page (qrcode.react), with "Download QR code" (a PNG drawn from the
// same code) and "Print" (the browser's print of the page, which keeps the code). Loaded only
// where it shows.
import { useRef } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { useDonationsTranslation } from '../i18n';

export default function PageQrCode({ link, student }: { link: string; student: string }) {
  const { t } = useDonationsTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const download = () => {
    const url = canvas.current?.toDataURL('image/png');
    if (!url) return;
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `${t('donations.mine.qrFileName', { student })}.png`;
    anchor.click();
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="page-qr">
      <QRCodeCanvas
        ref={canvas}
        value={link}
        size={180}
        marginSize={2}
        role="img"
        aria-label={t('donations.mine.qrLabel', { student })}
      />
      <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
        {t('donations.mine.downloadQr')}
      </Button>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => window.print()} data-no-print>
        {t('donations.mine.printQr')}
      </Button>
    </Stack>
  );
}
