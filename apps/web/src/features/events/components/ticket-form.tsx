// "Buy tickets": a quantity per ticket type (a number field between − and + buttons, each
// named for its type), the total, the buyer's names and e-mail, then the hosted checkout (the
// browser leaves for its page) or, for free tickets, the confirmation at once. Outside the sale
// window or without seats it says so instead ("Sold out", "Ticket sales open on ..."; while the
// seats left are only held by unpaid checkouts, that they are being paid for and may come back).
// A refusal keeps everything typed; SOLD_OUT, SEATS_BEING_PAID and SALES_CLOSED read as the
// server's message, and the event is asked again so the seats left are true.
import { ORDER_TICKETS_MAX, type PublicEvent } from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useEventsTranslation } from '../i18n';
import { money } from './event-words';
import { BuyerInput } from './ticket-buyer-input';
import { TicketQuantityRow } from './ticket-quantity-row';
import { isOnSale, SaleStateNotice } from './ticket-sale-notice';
import { useTicketOrder, type BuyerField } from './use-ticket-order';

export function TicketForm({
  event,
  onConfirmed,
  onRefresh,
}: {
  event: PublicEvent;
  /** Free tickets: confirmed and e-mailed already. */
  onConfirmed: (email: string) => void;
  /** The seats changed under the buyer (sold out meanwhile): ask for the event again. */
  onRefresh: () => void;
}) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  // Kept while the sale's state changes (a refresh after seats came back): nothing typed is lost.
  const order = useTicketOrder(event, onConfirmed, onRefresh);
  const { id, errors } = order;
  if (!isOnSale(event)) return <SaleStateNotice event={event} onRefresh={onRefresh} />;

  const buyerInput = (field: BuyerField, autoComplete: string, hint?: string) => (
    <BuyerInput
      formId={id}
      field={field}
      value={order.buyer[field]}
      error={errors[field]}
      autoComplete={autoComplete}
      hint={hint}
      onChange={(value) => order.typeBuyer(field, value)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(submitted) => void order.submit(submitted)}
      data-testid="ticket-form"
    >
      <fieldset
        className="ev-types"
        id={`${id}-items`}
        tabIndex={-1}
        aria-describedby={errors.items ? `${id}-items-error` : undefined}
      >
        <legend className="pl-label">{t('public.ticketsLegend')}</legend>
        {event.ticketTypes.map((type) => (
          <TicketQuantityRow
            key={type.id}
            type={type}
            currency={event.currency}
            quantity={order.quantities[type.id] ?? 0}
            canAddMore={order.count < ORDER_TICKETS_MAX}
            onChange={(quantity) => order.setQuantity(type, quantity)}
          />
        ))}
      </fieldset>
      {errors.items ? (
        <p id={`${id}-items-error`} className="pl-field-error">
          {errors.items}
        </p>
      ) : null}
      <p className="ev-total" data-testid="order-total">
        <span>{t('public.total')}</span>
        {/* Announced as it changes, so a stepper press is heard with its effect. */}
        <output aria-live="polite">
          {money(order.totalCents, event.currency, format.language)}
        </output>
      </p>

      <h3 className="ev-heading">{t('public.buyer')}</h3>
      <div className="ev-names">
        {buyerInput('firstName', 'given-name')}
        {buyerInput('lastName', 'family-name')}
      </div>
      {buyerInput('email', 'email', t('public.emailHint'))}

      <OrderNotices serverError={order.serverError} isLeaving={order.isLeaving} />
      <PlainSubmit busy={order.isBusy || order.isLeaving}>
        {order.isFree ? t('public.getTickets') : t('public.pay')}
      </PlainSubmit>
    </form>
  );
}

/** Why the order failed, or that the browser is on its way to the payment. */
function OrderNotices({ serverError, isLeaving }: { serverError: unknown; isLeaving: boolean }) {
  const { t } = useEventsTranslation();
  return (
    <>
      {serverError ? (
        <PlainAlert severity="error" testId="order-error">
          <p>{getErrorMessage(serverError, t)}</p>
        </PlainAlert>
      ) : null}
      {isLeaving ? (
        <PlainAlert severity="info">
          <p>{t('public.goingToPayment')}</p>
        </PlainAlert>
      ) : null}
    </>
  );
}
