// The attendance code as a room reads it: its characters, large and monospace, and a QR code
// that leads a sponsor's phone to the entry form with the code already typed.
import { QRCodeSVG } from 'qrcode.react';
import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useMeetingsTranslation } from '../i18n';

/** The code in characters sized to the screen: six of them fit a 375 px phone. */
export function CodeCharacters({ code, isHuge = false }: { code: string; isHuge?: boolean }) {
  const { t } = useMeetingsTranslation();
  return (
    <Box
      data-testid="attendance-code"
      sx={{
        fontFamily: '"Roboto Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace',
        fontWeight: 700,
        fontSize: isHuge ? 'clamp(3rem, 14vw, 11rem)' : 'clamp(2.25rem, 12vw, 4.5rem)',
        letterSpacing: '0.15em',
        // The spacing follows each character: as much before the first keeps the code centred.
        pl: '0.15em',
        lineHeight: 1.1,
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      <span aria-hidden>{code}</span>
      {/* Read one character at a time, not as a word. */}
      <Box component="span" sx={visuallyHidden}>
        {t('meetings.code.spelled', { letters: code.split('').join(' ') })}
      </Box>
    </Box>
  );
}

/** The QR code of `entryUrl`, named by the code it carries. */
export function CodeQr({ code, entryUrl, size }: { code: string; entryUrl: string; size: string }) {
  const { t } = useMeetingsTranslation();
  return (
    <Box
      role="img"
      aria-label={t('meetings.code.qrLabel', { code })}
      data-testid="attendance-qr"
      // A white square with a quiet zone: phones read it off any theme or projector.
      sx={{ width: size, maxWidth: '100%', aspectRatio: '1', bgcolor: '#fff', mx: 'auto' }}
    >
      <QRCodeSVG
        value={entryUrl}
        size={512}
        marginSize={3}
        level="M"
        // The box around it is the image with its words; the drawing itself says nothing.
        aria-hidden
        style={{ width: '100%', height: '100%', display: 'block' }}
      />
    </Box>
  );
}
