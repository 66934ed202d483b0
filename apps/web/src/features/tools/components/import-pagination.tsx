// The pager under a preview table, shown only once the table holds more than one page.
import { TablePager } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useToolsTranslation } from '../i18n';
import { PAGE_SIZES, type ClientPagerProps } from './use-client-page';

export function ImportPagination(props: ClientPagerProps) {
  const { t } = useToolsTranslation();
  const format = useFormat();
  if (props.count <= (PAGE_SIZES[0] ?? 25)) return null;
  return (
    <TablePager
      {...props}
      showFirstAndLast={false}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) =>
        t('table.displayedRows', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(count),
        })
      }
      getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
    />
  );
}
