// The event form's ticket types: one row per type (name, price, optional own limit) with a
// remove button per row (a type that has orders cannot be removed), and "Add a ticket type".
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { TICKET_TYPES_MAX } from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { useEventsTranslation } from '../i18n';
import { emptyTicketType, type EventFormValues } from './event-form';
import { TicketTypeRow } from './ticket-type-row';

export function TicketTypeRows({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { t } = useEventsTranslation();
  const rows = useFieldArray({ control: form.control, name: 'ticketTypes', keyName: 'key' });
  const rowsError =
    form.formState.errors.ticketTypes?.root?.message ?? form.formState.errors.ticketTypes?.message;
  return (
    <Box
      role="group"
      aria-labelledby="event-ticket-types"
      sx={{ mt: 3 }}
      data-testid="ticket-type-rows"
    >
      <Typography
        id="event-ticket-types"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        {t('admin.fields.ticketTypes')}
      </Typography>
      {rows.fields.map((row, index) => (
        <TicketTypeRow
          key={row.key}
          control={form.control}
          index={index}
          canRemove={rows.fields.length > 1 && !row.hasOrders}
          onRemove={() => rows.remove(index)}
        />
      ))}
      {rowsError ? (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {translateFieldMessage(rowsError, t)}
        </Typography>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append(emptyTicketType())}
        disabled={rows.fields.length >= TICKET_TYPES_MAX}
        sx={{ mt: 1, minHeight: 44 }}
      >
        {t('admin.form.addTicketType')}
      </Button>
    </Box>
  );
}
