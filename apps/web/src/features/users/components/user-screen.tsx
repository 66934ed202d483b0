// Edit (and create) one account on "Admin users" or "All users": the form, "Send a password
// reset link" and "Deactivate" / "Reactivate", each behind a confirmation. Controls the API
// would refuse are not shown (one's own deactivation and role).
import { useState } from 'react';
import { useUsersTranslation } from '../i18n';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { assignableRoles, canWrite, type ManagedUser, type UserScreen } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { ScreenSections } from '../../../components/screen-sections';
import { PATHS, buildPath } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAdminScope } from '../api/admin-scope';
import { useUser } from '../api/get-user';
import { useSendPasswordReset, useSetUserActive } from '../api/user-actions';
import { USER_PATHS } from '../api/user-screens';
import { UserForm } from './user-form';
import { ErasePersonButton } from '../../../components/person-erase/erase-person-button';

type Pending = 'deactivate' | 'activate' | 'reset' | null;

function AccountButtons({
  user,
  isOwnAccount,
  onPick,
}: {
  user: ManagedUser;
  isOwnAccount: boolean;
  onPick: (pending: Pending) => void;
}) {
  const { t } = useUsersTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {user.active ? (
        <Button variant="outlined" onClick={() => onPick('reset')}>
          {t('users.actions.reset')}
        </Button>
      ) : null}
      {isOwnAccount ? null : user.active ? (
        <Button variant="outlined" color="error" onClick={() => onPick('deactivate')}>
          {t('users.actions.deactivate')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => onPick('activate')}>
          {t('users.actions.activate')}
        </Button>
      )}
      <ErasePersonButton userId={user.id} />
    </Stack>
  );
}

function AccountActions({
  screen,
  user,
  isOwnAccount,
}: {
  screen: UserScreen;
  user: ManagedUser;
  isOwnAccount: boolean;
}) {
  const { t } = useUsersTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const setActive = useSetUserActive(screen, user.id);
  const sendReset = useSendPasswordReset(screen, user.id);
  const name = user.fullName;

  async function confirm() {
    try {
      if (pending === 'reset') {
        await sendReset.mutateAsync();
        notify.success(t('users.actions.resetSent', { email: user.email }));
      } else if (pending) {
        await setActive.mutateAsync(pending === 'activate');
        notify.success(
          t(pending === 'activate' ? 'users.actions.activated' : 'users.actions.deactivated', {
            name,
          }),
        );
      }
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setPending(null);
    }
  }

  const dialog =
    pending === 'reset'
      ? {
          title: t('users.actions.resetTitle'),
          text: t('users.actions.resetText', { email: user.email }),
          label: t('users.actions.reset'),
          destructive: false,
        }
      : pending === 'deactivate'
        ? {
            title: t('users.actions.deactivateTitle', { name }),
            text: t('users.actions.deactivateText', { name }),
            label: t('users.actions.deactivate'),
            destructive: true,
          }
        : {
            title: t('users.actions.activateTitle', { name }),
            text: t('users.actions.activateText', { name }),
            label: t('users.actions.activate'),
            destructive: false,
          };

  return (
    <>
      <AccountButtons user={user} isOwnAccount={isOwnAccount} onPick={setPending} />
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        description={dialog.text}
        confirmLabel={dialog.label}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        busy={setActive.isPending || sendReset.isPending}
        destructive={dialog.destructive}
      />
    </>
  );
}

function ExistingUser({ screen, id }: { screen: UserScreen; id: number }) {
  const { t } = useUsersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const me = useSession().userData;
  const user = useUser(screen, id);
  const needsScope = screen === 'adminUsers' && user.data?.role === 'ADMIN';
  const scope = useAdminScope(id, needsScope);
  if (user.isPending || (needsScope && scope.isPending)) return <LoadingSkeleton lines={6} />;
  if (user.isError) return <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  if (needsScope && scope.isError)
    return <ErrorState error={scope.error} onRetry={() => void scope.refetch()} />;
  const isOwnAccount = me?.id === user.data.id;
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {user.data.fullName}{' '}
        {user.data.active ? null : (
          <Chip size="small" variant="outlined" label={t('users.inactive')} />
        )}
      </Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {user.data.email}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {user.data.lastLoginAt
          ? t('users.lastLogin', { date: format.date(user.data.lastLoginAt) })
          : t('users.neverSignedIn')}
      </Typography>
      <AccountActions screen={screen} user={user.data} isOwnAccount={isOwnAccount} />
      <UserForm
        key={`${user.data.id}-${scope.data ? 'scope' : 'none'}`}
        screen={screen}
        user={user.data}
        scope={scope.data}
        roles={me ? assignableRoles(me.role, screen) : []}
        isOwnAccount={isOwnAccount}
        onSaved={(_, scopeError) => {
          if (scopeError) notify.error(getErrorMessage(scopeError, t));
          else notify.success(t('users.saved'));
        }}
        onCancel={() => void navigate(USER_PATHS[screen].list)}
      />
      <ScreenSections slot="userDetails" userId={user.data.id} />
    </>
  );
}

/** Sponsors and students come with their school or village: the screens that ask for them. */
function RecordRolesNote() {
  const { t } = useUsersTranslation();
  return (
    <Typography variant="body2" sx={{ mt: 1 }} data-testid="record-roles-note">
      {t('users.form.recordRoles')}{' '}
      <Link component={RouterLink} to={PATHS.sponsors}>
        {t('users.form.sponsorsLink')}
      </Link>
      {', '}
      <Link component={RouterLink} to={PATHS.students}>
        {t('users.form.studentsLink')}
      </Link>
    </Typography>
  );
}

export function UserScreenView({ screen }: { screen: UserScreen }) {
  const { t } = useUsersTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const me = useSession().userData;
  const canChange = me !== null && me !== undefined && canWrite(me.role, screen);
  const id = params.id === undefined ? undefined : Number(params.id);
  if (!canChange) return <Navigate to={USER_PATHS[screen].list} replace />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Link
        component={RouterLink}
        to={USER_PATHS[screen].list}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" />
        {t(`users.${screen}.back`)}
      </Link>
      {id === undefined ? (
        <Box>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {t(`users.${screen}.new`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('users.form.invitation')}
          </Typography>
          {screen === 'allUsers' ? <RecordRolesNote /> : null}
          <UserForm
            screen={screen}
            roles={assignableRoles(me.role, screen)}
            onSaved={(user, scopeError) => {
              if (scopeError) notify.error(getErrorMessage(scopeError, t));
              else notify.success(t('users.created', { email: user.email }));
              void navigate(buildPath(USER_PATHS[screen].edit, { id: user.id }), {
                replace: true,
              });
            }}
            onCancel={() => void navigate(USER_PATHS[screen].list)}
          />
        </Box>
      ) : Number.isInteger(id) && id > 0 ? (
        <ExistingUser screen={screen} id={id} />
      ) : (
        <Navigate to={USER_PATHS[screen].list} replace />
      )}
    </Paper>
  );
}
