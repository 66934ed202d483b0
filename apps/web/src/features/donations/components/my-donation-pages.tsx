// A sponsor's "Donations": one card per student they sponsor this year, with the page's public
// link (copy button with feedback, open), its QR code (downloadable as an image, printable), the
// totals against the goal, the text of the page (up to 1000 characters; a text the safeguarding
// screening holds says it waits for a coordinator, and what the page shows meanwhile) and donors'
// messages.
import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  DONATION_PAGE_TEXT_MAX_LENGTH,
  formatMoney,
  type Language,
  type MyDonationPage,
} from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useMyDonationPages } from '../api/get-my-donation-pages';
import { useUpdateMyDonationPage } from '../api/update-my-donation-page';
import { useDonationsTranslation } from '../i18n';
import { goalPercent } from './goal-progress';

// The QR library loads only when a page's card shows.
const PageQrCode = lazy(() => import('./page-qr-code'));

/**
 * The page's address to share: the portal's public address, as the API reports it, and the
 * page's path. Not this app's own origin: the phone app lives on a host of its own.
 */
export function publicLink(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

export function MyDonationPages() {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const pages = useMyDonationPages();

  if (pages.error && !pages.data) {
    return <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (!pages.data) return <LoadingSkeleton lines={6} />;
  const { data } = pages;
  const goal = formatMoney(data.goalCents, data.currency, language, { compact: true });

  return (
    <Stack spacing={3} data-testid="my-donation-pages">
      <Typography variant="body1">{t('donations.mine.intro', { goal })}</Typography>
      {data.pages.length === 0 ? (
        <EmptyState message={t('donations.mine.empty')} />
      ) : (
        data.pages.map((page) => (
          <PageCard
            key={page.studentId}
            page={page}
            currency={data.currency}
            publicUrl={data.publicUrl}
          />
        ))
      )}
    </Stack>
  );
}

function PageCard({
  page,
  currency,
  publicUrl,
}: {
  page: MyDonationPage;
  currency: string;
  publicUrl: string;
}) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const headingId = useId();
  const link = publicLink(publicUrl, page.path);
  const money = (cents: number) => formatMoney(cents, currency, language, { compact: true });
  const words = t('donations.page.progress', {
    raised: money(page.raisedCents),
    goal: money(page.goalCents),
  });

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid={`donation-page-${page.studentId}`}
    >
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {t('donations.mine.pageHeading', { student: page.studentFirstName })}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <ShareLink link={link} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('donations.mine.totals')}
            </Typography>
            <Typography variant="h5" component="p" data-testid="page-totals">
              {words}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={goalPercent(page.raisedCents, page.goalCents)}
              aria-label={t('donations.page.progressLabel')}
              aria-valuetext={words}
              sx={{ height: 10, borderRadius: 5, my: 1 }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('donations.page.giftCount', { count: page.giftCount })}
            </Typography>
            {page.testGiftCount > 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('donations.page.testGifts', {
                  count: page.testGiftCount,
                  amount: formatMoney(page.testRaisedCents, currency, language),
                })}
              </Typography>
            ) : null}
            <PageTextForm page={page} />
          </Box>
          <Suspense fallback={<Skeleton variant="rectangular" width={180} height={220} />}>
            <PageQrCode link={link} student={page.studentFirstName} />
          </Suspense>
        </Box>
        <PageMessages messages={page.messages} />
      </CardContent>
    </Card>
  );
}

function PageMessages({ messages }: { messages: MyDonationPage['messages'] }) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3 }}>
        {t('donations.mine.messagesHeading')}
      </Typography>
      {messages.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('donations.mine.noMessages')}
        </Typography>
      ) : (
        <List dense>
          {messages.map((message, index) => (
            <ListItem key={`${message.at}-${index}`} disableGutters>
              <ListItemText
                primary={message.message}
                secondary={t('donations.mine.messageBy', {
                  name: message.firstName || t('donations.page.anonymous'),
                  date: formatDate(message.at, language, { dateStyle: 'medium' }),
                })}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

function ShareLink({ link }: { link: string }) {
  const { t } = useDonationsTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success(t('donations.mine.copied'));
    } catch {
      notify.error(t('donations.mine.copyFailed'));
    }
  };
  return (
    <>
      <TextField
        label={t('donations.mine.link')}
        value={link}
        fullWidth
        size="small"
        margin="dense"
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'page-link' } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('donations.mine.copy')}
        </Button>
        <Button
          component={Link}
          href={link}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          {t('donations.mine.open')}
        </Button>
      </Stack>
      {/* Read out after a copy, as well as the toast. */}
      <Box
        role="status"
        sx={{ typography: 'body2', color: 'success.main', minHeight: 24, mt: 0.5 }}
      >
        {copied ? t('donations.mine.copied') : ''}
      </Box>
    </>
  );
}

function PageTextForm({ page }: { page: MyDonationPage }) {
  const { t } = useDonationsTranslation();
  const [text, setText] = useState(page.text);
  const save = useUpdateMyDonationPage(page.studentId);
  const max = DONATION_PAGE_TEXT_MAX_LENGTH;
  const isTooLong = text.length > max;
  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (isTooLong) return;
        save.mutate(
          { text: text.trim() },
          {
            onSuccess: (saved) =>
              notify.success(
                t(
                  saved.textState === 'waiting'
                    ? 'donations.mine.textSavedWaiting'
                    : 'donations.mine.textSaved',
                ),
              ),
          },
        );
      }}
    >
      <TextField
        label={t('donations.mine.text')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={isTooLong}
        helperText={
          isTooLong
            ? t('validation.maxChars', { num: max })
            : `${t('donations.mine.textHelp', { student: page.studentFirstName, max })} ${t(
                'donations.mine.textCount',
                { count: text.length, max },
              )}`
        }
      />
      <TextState page={page} />
      <FormErrorAlert error={save.error} />
      <Button
        type="submit"
        variant="outlined"
        sx={{ mt: 1 }}
        loading={save.isPending}
        disabled={text === page.text}
      >
        {t('donations.mine.saveText')}
      </Button>
    </Box>
  );
}

/** Where the saved text stands, when the page does not show it (yet, or at all). */
function TextState({ page }: { page: MyDonationPage }) {
  const { t } = useDonationsTranslation();
  if (page.textState === 'published') return null;
  const isWaiting = page.textState === 'waiting';
  return (
    <Alert
      severity={isWaiting ? 'info' : 'warning'}
      role="status"
      sx={{ mt: 1 }}
      data-testid={`text-state-${page.studentId}`}
    >
      <Box component="p" sx={{ m: 0 }}>
        {t(isWaiting ? 'donations.mine.textWaiting' : 'donations.mine.textRejected')}
      </Box>
      {page.publishedText ? (
        <>
          <Box component="p" sx={{ m: 0, mt: 1 }}>
            {t('donations.mine.shownNow')}
          </Box>
          <Box
            component="blockquote"
            sx={{
              m: 0,
              mt: 0.5,
              pl: 1.5,
              borderLeft: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
            }}
          >
            {page.publishedText}
          </Box>
        </>
      ) : (
        <Box component="p" sx={{ m: 0, mt: 1 }}>
          {t('donations.mine.shownNone')}
        </Box>
      )}
    </Alert>
  );
}
