// One ticket type of the event form: its name, price and optional own limit, with a remove
// button (disabled for a type that has orders), named "Ticket type N" for screen readers.
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useEventsTranslation } from '../i18n';
import type { EventFormValues } from './event-form';
import { EventTextField } from './event-text-field';

export function TicketTypeRow({
  control,
  index,
  canRemove,
  onRemove,
}: {
  control: Control<EventFormValues>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useEventsTranslation();
  const headingId = useId();
  const number = index + 1;
  const labelOf = (field: string) => t('admin.form.ticketFieldOf', { field, number });
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      data-testid={`ticket-type-row-${index}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr auto', sm: '2fr 1fr 1fr auto' },
        columnGap: 1,
        alignItems: 'start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={headingId} variant="body2" sx={{ gridColumn: '1 / -1', fontWeight: 600 }}>
        {t('admin.form.ticketTypeNumber', { number })}
      </Typography>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <EventTextField
          control={control}
          name={`ticketTypes.${index}.name`}
          label={t('admin.fields.ticketName')}
          required
          isDense
          accessibleName={labelOf(t('admin.fields.ticketName'))}
        />
      </Box>
      <EventTextField
        control={control}
        name={`ticketTypes.${index}.price`}
        label={t('admin.fields.price')}
        required
        isDense
        inputMode="decimal"
        helperText={t('admin.fields.priceHint')}
        accessibleName={labelOf(t('admin.fields.price'))}
      />
      <EventTextField
        control={control}
        name={`ticketTypes.${index}.limit`}
        label={t('admin.fields.limit')}
        isDense
        inputMode="numeric"
        helperText={t('admin.fields.limitHint')}
        accessibleName={labelOf(t('admin.fields.limit'))}
      />
      <IconButton
        onClick={onRemove}
        disabled={!canRemove}
        aria-label={t('admin.form.removeTicketType', { number })}
        sx={{ mt: 1, width: 44, height: 44 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
