// /donations/mypage/{sponsor}/{student} (the sponsor's and the student's public ids): a sponsor's
// page raising money for one of their students toward the year's goal: the student's first name
// (a photo only when the programme shows them), the sponsor's first name and approved text, the
// progress, donors' messages and the gift form crediting this page. An unknown or ended pairing
// (or an address that cannot be one) gets a friendly page that leads to the programme's.
// Back from the checkout, the outcome shows first and the progress follows the confirmation.
import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  formatMoney,
  PUBLIC_ID_MAX_LENGTH,
  PUBLIC_ID_PATTERN,
  type DonationPage,
  type Language,
} from '@portal/shared';
import {
  PlainAlert,
  PlainCard,
  PlainLayout,
  PlainLink,
  PlainPageLoader,
} from '../../../components/plain';
import { PATHS } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { getDonationPage } from '../api/get-donation-page';
import { getDonationSettings } from '../api/get-donation-settings';
import { DonationForm } from '../components/donation-form';
import { DonationResult, readCheckoutReturn } from '../components/donation-result';
import { GoalProgress } from '../components/goal-progress';
import { LoadFailure } from '../components/load-failure';
import { usePublicLoad } from '../../../lib/use-public-load';
import { useDonationsTranslation } from '../i18n';
import '../donations.css';

/** A public id as the address holds it, or '' when it cannot be one (never asked for). */
function publicIdOf(value: string | undefined): string {
  return value && value.length <= PUBLIC_ID_MAX_LENGTH && PUBLIC_ID_PATTERN.test(value)
    ? value
    : '';
}

export default function DonationPageRoute() {
  const { t } = useDonationsTranslation();
  const { sponsor, student } = useParams();
  const sponsorPublicId = publicIdOf(sponsor);
  const studentPublicId = publicIdOf(student);
  const [params, setParams] = useSearchParams();
  const checkout = readCheckoutReturn(params);
  const loaded = usePublicLoad(async (signal) => {
    if (!sponsorPublicId || !studentPublicId)
      throw new ApiError({ status: 404, code: 'NOT_FOUND', messageKey: 'errors.notFound' });
    const [page, settings] = await Promise.all([
      getDonationPage(sponsorPublicId, studentPublicId, signal),
      getDonationSettings(signal),
    ]);
    return { page, settings };
  }, `${sponsorPublicId}/${studentPublicId}`);
  const hasRefreshed = useRef(false);

  const state = loaded.state;
  // The server gives no first name it may not show: the page then speaks of "a sponsor".
  const page =
    state.kind === 'ready'
      ? {
          ...state.data.page,
          sponsorFirstName: state.data.page.sponsorFirstName || t('donations.page.someSponsor'),
          studentFirstName: state.data.page.studentFirstName || t('donations.page.someStudent'),
        }
      : undefined;
  const isGone =
    state.kind === 'failed' && state.error instanceof ApiError && state.error.status === 404;

  return (
    <PlainLayout wide>
      <PlainCard>
        {state.kind === 'loading' ? <PlainPageLoader /> : null}
        {isGone ? <GonePage /> : null}
        {state.kind === 'failed' && !isGone ? (
          <>
            <h1 className="pl-title">{t('nav.donationPage')}</h1>
            <LoadFailure error={state.error} onRetry={loaded.retry} />
          </>
        ) : null}
        {state.kind === 'ready' && page ? (
          <>
            <PageHeading page={page} />
            {checkout ? (
              <DonationResult
                checkout={checkout}
                onTryAgain={() => setParams({}, { replace: true })}
                onStatus={(status) => {
                  // The confirmed gift now counts: the progress moves.
                  if (status.status === 'confirmed' && !hasRefreshed.current) {
                    hasRefreshed.current = true;
                    loaded.refresh();
                  }
                }}
              />
            ) : null}
            <GoalProgress
              goal={{
                raisedCents: state.data.page.raisedCents,
                goalCents: state.data.page.goalCents,
                currency: state.data.page.currency,
              }}
              heading={t('donations.page.goalHeading', { year: state.data.page.year.name })}
            />
            <GiftCounts page={state.data.page} />
            {checkout ? null : (
              <DonationForm
                settings={state.data.settings}
                credit={{
                  sponsorPublicId,
                  studentPublicId,
                  sponsorFirstName: page.sponsorFirstName,
                }}
              />
            )}
            <Messages page={page} />
          </>
        ) : null}
      </PlainCard>
    </PlainLayout>
  );
}

function PageHeading({ page }: { page: DonationPage }) {
  const { t } = useDonationsTranslation();
  return (
    <>
      <div className="dn-student">
        {page.studentPhotoUrl ? (
          <img
            className="dn-photo"
            src={page.studentPhotoUrl}
            alt={t('donations.page.photoAlt', { student: page.studentFirstName })}
          />
        ) : null}
        <div>
          <h1 className="pl-title">
            {t('donations.page.title', { student: page.studentFirstName })}
          </h1>
          <p className="pl-text">
            {t('donations.page.raisedBy', {
              sponsor: page.sponsorFirstName,
              student: page.studentFirstName,
            })}
          </p>
        </div>
      </div>
      {page.text ? (
        <section aria-label={t('donations.page.sponsorText', { sponsor: page.sponsorFirstName })}>
          <blockquote className="dn-quote" data-testid="sponsor-text">
            {page.text}
          </blockquote>
        </section>
      ) : null}
    </>
  );
}

function GiftCounts({ page }: { page: DonationPage }) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  return (
    <>
      <p className="pl-text pl-text--secondary">
        {t('donations.page.giftCount', { count: page.giftCount })}
      </p>
      {/* Test checkout gifts moved no money: never in the bar, named apart (decision 024). */}
      {page.testGiftCount > 0 ? (
        <p className="pl-text pl-text--secondary" data-testid="test-gifts">
          {t('donations.page.testGifts', {
            count: page.testGiftCount,
            amount: formatMoney(page.testRaisedCents, page.currency, language),
          })}
        </p>
      ) : null}
    </>
  );
}

function Messages({ page }: { page: DonationPage }) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  return (
    <section aria-labelledby="dn-messages-heading">
      <h2 id="dn-messages-heading" className="dn-heading">
        {t('donations.page.messagesHeading')}
      </h2>
      {page.messages.length === 0 ? (
        <p className="pl-text pl-text--secondary">{t('donations.page.noMessages')}</p>
      ) : (
        <ul className="dn-messages" data-testid="donor-messages">
          {page.messages.map((message, index) => (
            <li key={`${message.at}-${index}`}>
              <p className="dn-message-text">{message.message}</p>
              <p className="dn-message-by">
                {message.firstName || t('donations.page.anonymous')} ·{' '}
                <time dateTime={message.at}>
                  {formatDate(message.at, language, { dateStyle: 'medium' })}
                </time>
                {message.isTest ? <> · {t('donations.page.testGift')}</> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GonePage() {
  const { t } = useDonationsTranslation();
  return (
    <>
      <h1 className="pl-title">{t('donations.page.goneTitle')}</h1>
      <PlainAlert severity="info" testId="page-gone">
        <p>{t('donations.page.goneText')}</p>
      </PlainAlert>
      <p className="pl-center">
        <PlainLink to={PATHS.donate}>{t('donations.page.goToDonate')}</PlainLink>
      </p>
    </>
  );
}
