// The profile's "Notifications on this device" (sponsors): a switch that turns this phone's
// notifications on or off, and the topics the sponsor wants on every device.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PUSH_TOPICS, type PushTopicSettings } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { usePushTopics } from '../api/get-push-topics';
import { useSavePushTopics } from '../api/save-push-topics';
import { useProfileTranslation } from '../i18n';
import { usePushDevice, type PushDevice } from './use-push-device';

function DeviceSwitch({ device }: { device: PushDevice }) {
  const { t } = useProfileTranslation();
  if (device.status === 'checking') return <LoadingSkeleton lines={1} />;
  if (device.status === 'unsupported')
    return (
      <Alert severity="info" data-testid="push-unsupported">
        {t('profile.push.unsupported')}
      </Alert>
    );
  if (device.status === 'denied')
    return (
      <Alert severity="warning" data-testid="push-denied">
        {t('profile.push.denied')}
      </Alert>
    );
  const isOn = device.status === 'on';
  return (
    <FormControlLabel
      sx={{ minHeight: 44 }}
      control={
        <Switch
          checked={isOn}
          disabled={device.isBusy}
          onChange={() => void (isOn ? device.turnOff() : device.turnOn())}
        />
      }
      label={t('profile.push.device')}
    />
  );
}

function TopicSwitches() {
  const { t } = useProfileTranslation();
  const topics = usePushTopics();
  const save = useSavePushTopics();
  if (topics.isPending) return <LoadingSkeleton lines={4} />;
  if (topics.isError)
    return <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />;
  const settings: PushTopicSettings = topics.data;
  return (
    <FormGroup aria-label={t('profile.push.topics')}>
      {PUSH_TOPICS.map((topic) => (
        <FormControlLabel
          key={topic}
          sx={{ minHeight: 44 }}
          control={
            <Switch
              checked={settings[topic]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ ...settings, [topic]: event.target.checked })}
            />
          }
          label={t(`profile.push.topic.${topic}`)}
        />
      ))}
      {save.isError ? <Alert severity="error">{getErrorMessage(save.error, t)}</Alert> : null}
    </FormGroup>
  );
}

export function PushNotifications() {
  const { t } = useProfileTranslation();
  const device = usePushDevice();
  return (
    <Box component="section" aria-labelledby="push-title" data-testid="push-notifications">
      <Typography id="push-title" variant="h6" component="h2" gutterBottom>
        {t('profile.push.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('profile.push.intro')}
      </Typography>
      <DeviceSwitch device={device} />
      {device.error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {getErrorMessage(device.error, t)}
        </Alert>
      ) : null}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('profile.push.topics')}
      </Typography>
      <TopicSwitches />
    </Box>
  );
}
