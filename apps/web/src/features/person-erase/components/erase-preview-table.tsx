// The preview: each kind of data the person has, how many, and what erasing does to it and why.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EraseItem } from '@portal/shared';
import { usePersonEraseTranslation } from '../i18n';

export function ErasePreviewTable({ items }: { items: readonly EraseItem[] }) {
  const { t } = usePersonEraseTranslation();
  if (items.length === 0) return <Typography>{t('personErase.nothing')}</Typography>;
  return (
    <Table size="small" aria-label={t('personErase.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('personErase.kind')}</TableCell>
          <TableCell align="right">{t('personErase.count')}</TableCell>
          <TableCell>{t('personErase.what')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.kind} data-testid="erase-item">
            <TableCell>{t(`personErase.outcomes.${item.outcome}`)}</TableCell>
            <TableCell align="right">{item.count}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {t(`personErase.kinds.${item.kind}`)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
