// /donations/donate: a gift to the programme. Plain (no component library: light on any phone).
// Back from the checkout (`?donation=&key=&result=`) it shows what became of the gift instead of
// the form.
import { useSearchParams } from 'react-router';
import { PlainCard, PlainLayout, PlainPageLoader } from '../../../components/plain';
import { getDonationSettings } from '../api/get-donation-settings';
import { DonationForm } from '../components/donation-form';
import { DonationResult, readCheckoutReturn } from '../components/donation-result';
import { LoadFailure } from '../components/load-failure';
import { usePublicLoad } from '../../../lib/use-public-load';
import { useDonationsTranslation } from '../i18n';
import '../donations.css';

export default function DonateRoute() {
  const { t } = useDonationsTranslation();
  const [params, setParams] = useSearchParams();
  const checkout = readCheckoutReturn(params);
  const settings = usePublicLoad((signal) => getDonationSettings(signal), 'settings');

  return (
    <PlainLayout wide>
      <PlainCard>
        <h1 className="pl-title">{t('donations.donate.title')}</h1>
        {checkout ? (
          <DonationResult checkout={checkout} onTryAgain={() => setParams({}, { replace: true })} />
        ) : (
          <>
            <p className="pl-text">{t('donations.donate.intro')}</p>
            {settings.state.kind === 'loading' ? <PlainPageLoader /> : null}
            {settings.state.kind === 'failed' ? (
              <LoadFailure error={settings.state.error} onRetry={settings.retry} />
            ) : null}
            {settings.state.kind === 'ready' ? (
              <DonationForm settings={settings.state.data} />
            ) : null}
          </>
        )}
      </PlainCard>
    </PlainLayout>
  );
}
