// A sponsor's or student's boxes: Inbox (letters delivered to them; unread ones bold, with the
// word "unread" for screen readers), Sent and Drafts. The box and the page live in the URL.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { LetterSummary } from '@portal/shared';
import { DataTable, useListUrlState, type DataTableColumn } from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLetters } from '../api/get-letters';
import { useLettersTranslation } from '../i18n';
import visuallyHidden from '@mui/utils/visuallyHidden';

const BOXES = ['inbox', 'sent', 'drafts'] as const;
type BoxName = (typeof BOXES)[number];
const SORT = ['date'] as const;

function isBox(value: string | undefined): value is BoxName {
  return (BOXES as readonly string[]).includes(value ?? '');
}

export function LetterBoxes({ unread }: { unread: number }) {
  const { t } = useLettersTranslation();
  const baseId = useId();
  const list = useListUrlState({ sortFields: SORT, defaultOrder: 'desc', filters: ['box'] });
  const box: BoxName = isBox(list.filters.box) ? list.filters.box : 'inbox';
  const letters = useLetters({
    box,
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    ...(list.cursor ? { cursor: list.cursor } : {}),
  });

  const labels: Record<BoxName, string> = {
    inbox: unread > 0 ? t('letters.boxes.inboxCount', { count: unread }) : t('letters.boxes.inbox'),
    sent: t('letters.boxes.sent'),
    drafts: t('letters.boxes.drafts'),
  };
  const tableLabels: Record<BoxName, string> = {
    inbox: t('letters.boxes.tableInbox'),
    sent: t('letters.boxes.tableSent'),
    drafts: t('letters.boxes.tableDrafts'),
  };
  const empties: Record<BoxName, string> = {
    inbox: t('letters.boxes.emptyInbox'),
    sent: t('letters.boxes.emptySent'),
    drafts: t('letters.boxes.emptyDrafts'),
  };

  const columns = useBoxColumns(box);

  return (
    <Box component="section" aria-label={t('letters.boxes.label')}>
      <Tabs
        value={box}
        onChange={(_, value: BoxName) =>
          list.setFilter('box', value === 'inbox' ? undefined : value)
        }
        aria-label={t('letters.boxes.label')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {BOXES.map((name) => (
          <Tab
            key={name}
            value={name}
            label={labels[name]}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel`}
            sx={{ minHeight: 48, fontWeight: name === 'inbox' && unread > 0 ? 700 : undefined }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${box}`}
        sx={{ pt: 2 }}
      >
        <DataTable
          label={tableLabels[box]}
          columns={columns}
          rows={letters.data?.items}
          total={letters.data?.total}
          pageInfo={letters.data}
          list={list}
          getRowId={(row) => row.id}
          getRowHref={(row) => buildPath(PATHS.letter, { id: row.id })}
          isLoading={letters.isFetching}
          error={letters.error}
          onRetry={() => void letters.refetch()}
          empty={{ message: empties[box] }}
        />
      </Box>
    </Box>
  );
}

/** A box's columns: who wrote it (Inbox) or whom it is to, and when it arrived, was sent or was
 * last saved; the status where it is the sender's. */
function useBoxColumns(box: BoxName): Array<DataTableColumn<LetterSummary, 'date'>> {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const dateOf = (row: LetterSummary) =>
    box === 'inbox'
      ? (row.deliveredAt ?? row.updatedAt)
      : box === 'sent'
        ? (row.sentAt ?? row.updatedAt)
        : row.updatedAt;

  return [
    {
      id: 'person',
      header: box === 'inbox' ? t('letters.fields.from') : t('letters.fields.to'),
      render: (row) => (box === 'inbox' ? row.writer.firstName : row.recipient.firstName),
    },
    {
      id: 'number',
      header: t('letters.fields.number'),
      render: (row) => t('letters.letterNumber', { number: row.number }),
      hideOnPhone: true,
    },
    {
      id: 'subject',
      header: t('letters.fields.subject'),
      rowLink: true,
      render: (row) => (
        <Box component="span" sx={{ fontWeight: row.unread ? 700 : 400 }}>
          {row.subject || t('letters.fields.noSubject')}
          {row.unread ? <span style={visuallyHidden}> ({t('letters.unread')})</span> : null}
        </Box>
      ),
    },
    ...(box === 'inbox'
      ? []
      : [
          {
            id: 'status',
            header: t('letters.fields.status'),
            render: (row: LetterSummary) => t(`letters.status.${row.status}`),
          },
        ]),
    {
      id: 'attachment',
      header: <span style={visuallyHidden}>{t('letters.fields.attachment')}</span>,
      width: 40,
      render: (row) =>
        row.hasAttachment ? (
          <AttachFileIcon
            fontSize="small"
            titleAccess={t('letters.fields.hasAttachment')}
            aria-hidden={false}
          />
        ) : null,
    },
    {
      id: 'date',
      header: t('letters.fields.date'),
      sortField: 'date',
      render: (row) => format.date(dateOf(row), { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];
}
