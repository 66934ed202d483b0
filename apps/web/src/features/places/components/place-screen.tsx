// Edit village / edit school (and "New ..."): the form for those who may write, the details
// read-only for an admin; the registration code either way.
import { usePlacesTranslation } from '../i18n';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { canWrite, type Place, type PlaceKind } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { usePlace } from '../api/get-place';
import { PLACE_AREA, PLACE_PATHS } from '../api/place-kinds';
import { PlaceForm } from './place-form';
import { RegistrationCode } from './registration-code';

function PlaceDetails({ place }: { place: Place }) {
  const { t } = usePlacesTranslation();
  const format = useFormat();
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));
  const rows: Array<[string, string]> = [
    [t('places.fields.name'), place.name],
    [
      t('places.fields.country'),
      format.countryName({ code: place.countryCode, name: place.countryName }) ?? '—',
    ],
    [t('places.fields.state'), place.stateName ?? '—'],
    [t('places.fields.enabled'), yesNo(place.enabled)],
    [t('places.fields.registrationEnabled'), yesNo(place.registrationEnabled)],
    [t('places.fields.createdAt'), format.date(place.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 500 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ExistingPlace({
  kind,
  id,
  canChange,
}: {
  kind: PlaceKind;
  id: number;
  canChange: boolean;
}) {
  const { t } = usePlacesTranslation();
  const place = usePlace(kind, id);
  const navigate = useNavigate();
  if (place.isPending) return <LoadingSkeleton lines={5} />;
  if (place.isError) return <ErrorState error={place.error} onRetry={() => void place.refetch()} />;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {place.data.name}
      </Typography>
      <RegistrationCode place={place.data} canChange={canChange} />
      {canChange ? (
        <PlaceForm
          key={place.data.id}
          kind={kind}
          place={place.data}
          onSaved={() => notify.success(t(`places.${kind}.saved`))}
          onCancel={() => void navigate(PLACE_PATHS[kind].list)}
        />
      ) : (
        <PlaceDetails place={place.data} />
      )}
    </>
  );
}

export function PlaceScreen({ kind }: { kind: PlaceKind }) {
  const { t } = usePlacesTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, PLACE_AREA[kind]);
  const id = params.id === undefined ? undefined : Number(params.id);
  if (id === undefined && !canChange) return <Navigate to={PLACE_PATHS[kind].list} replace />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Link
        component={RouterLink}
        to={PLACE_PATHS[kind].list}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t(`places.${kind}.back`)}
      </Link>
      {id === undefined ? (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t(`places.${kind}.new`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('places.form.codeAfterSave')}
          </Typography>
          <PlaceForm
            kind={kind}
            onSaved={(place) => {
              notify.success(t(`places.${kind}.created`));
              void navigate(buildPath(PLACE_PATHS[kind].edit, { id: place.id }), {
                replace: true,
              });
            }}
            onCancel={() => void navigate(PLACE_PATHS[kind].list)}
          />
        </>
      ) : Number.isInteger(id) && id > 0 ? (
        <ExistingPlace kind={kind} id={id} canChange={canChange} />
      ) : (
        <Navigate to={PLACE_PATHS[kind].list} replace />
      )}
    </Paper>
  );
}
