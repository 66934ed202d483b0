// "Buy tickets": a quantity per ticket type (a number field between − and + buttons, each
// named for its type), the total, the buyer's names and e-mail, then the hosted checkout (the
// browser leaves for its page) or, for free tickets, the confirmation at once. Outside the sale
// window or without seats it says so instead ("Sold out", "Ticket sales open on ..."; while the
// seats left are only held by unpaid checkouts, that they are being paid for and may come back).
// A refusal keeps everything typed; SOLD_OUT, SEATS_BEING_PAID and SALES_CLOSED read as the
// server's message, and the event is asked again so the seats left are true.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ORDER_ITEM_QUANTITY_MAX,
  ORDER_TICKETS_MAX,
  type Language,
  type OrderBody,
  type orderBodySchema,
  type PublicEvent,
  type PublicTicketType,
} from '@portal/shared';
import { PlainAlert, PlainSubmit } from '../../../components/plain';
import { getErrorMessage, hasErrorCode, translateFieldMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { createOrder } from '../api/create-order';
import { useEventsTranslation } from '../i18n';
import { formatEventMoment, money } from './event-words';

type BuyerField = 'firstName' | 'lastName' | 'email';
type Field = BuyerField | 'items';
type OrderBodySchema = typeof orderBodySchema;

/** The order's schema (and the validator), loaded once, when a form first shows. */
let orderSchemaLoading: Promise<OrderBodySchema> | undefined;
function loadOrderBodySchema(): Promise<OrderBodySchema> {
  orderSchemaLoading ??= import('../order-schema').then((module) => module.orderBodySchema);
  return orderSchemaLoading;
}

/** How many of a type can be chosen: its seats left, and the order's own limits. */
export function maxOf(type: PublicTicketType): number {
  return Math.max(0, Math.min(type.left, ORDER_ITEM_QUANTITY_MAX));
}

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
  const id = useId();
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [buyer, setBuyer] = useState<Record<BuyerField, string>>({
    firstName: '',
    lastName: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const [isLeaving, setLeaving] = useState(false);
  // On its way while the buyer chooses: sending never waits for it in practice.
  useEffect(() => {
    void loadOrderBodySchema().catch(() => undefined);
  }, []);

  if (event.saleState === 'upcoming') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>
          {t('public.salesOpenOn', {
            date: formatEventMoment(event.salesStartAt, event.timeZone, format.language),
          })}
        </p>
      </PlainAlert>
    );
  }
  if (event.saleState === 'closed') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>{t('public.salesClosed')}</p>
      </PlainAlert>
    );
  }
  if (event.saleState === 'beingPaid') {
    return (
      <PlainAlert severity="info" testId="sale-state">
        <p>{t('public.beingPaid', { count: event.seatsHeld })}</p>
        <button type="button" className="pl-button" onClick={onRefresh}>
          {t('public.checkAgain')}
        </button>
      </PlainAlert>
    );
  }
  if (event.saleState === 'soldOut' || event.ticketTypes.every((type) => maxOf(type) === 0)) {
    return (
      <PlainAlert severity="error" testId="sale-state">
        <p className="ev-sold-out">{t('public.soldOut')}</p>
      </PlainAlert>
    );
  }

  const chosen = event.ticketTypes
    .map((type) => ({ type, quantity: quantities[type.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const count = chosen.reduce((sum, line) => sum + line.quantity, 0);
  const totalCents = chosen.reduce((sum, line) => sum + line.quantity * line.type.priceCents, 0);
  const isFree = count > 0 && totalCents === 0;

  function setQuantity(type: PublicTicketType, wanted: number) {
    const others = count - (quantities[type.id] ?? 0);
    const allowed = Math.min(maxOf(type), ORDER_TICKETS_MAX - others);
    const quantity = Math.max(0, Math.min(Number.isFinite(wanted) ? wanted : 0, allowed));
    setQuantities((current) => ({ ...current, [type.id]: quantity }));
    if (errors.items) forget('items');
  }

  function forget(field: Field) {
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }

  function check(body: OrderBody, schema: OrderBodySchema): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (body.items.length === 0) found.items = t('public.chooseTickets');
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path;
        const field: Field | null =
          first === 'buyer' && typeof second === 'string' ? (second as BuyerField) : 'items';
        if (field && !found[field]) found[field] = translateFieldMessage(issue.message, t);
      }
    }
    return found;
  }

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (isBusy || isLeaving) return;
    const body: OrderBody = {
      items: chosen.map((line) => ({ ticketTypeId: line.type.id, quantity: line.quantity })),
      buyer: {
        firstName: buyer.firstName.trim(),
        lastName: buyer.lastName.trim(),
        email: buyer.email.trim(),
      },
      language: format.language as Language,
    };
    setBusy(true);
    let schema: OrderBodySchema;
    try {
      schema = await loadOrderBodySchema();
    } catch (error) {
      // Not arrived (the network dropped): the next try asks for it again.
      orderSchemaLoading = undefined;
      setServerError(error);
      setBusy(false);
      return;
    }
    const found = check(body, schema);
    setErrors(found);
    setServerError(null);
    const first = (['items', 'firstName', 'lastName', 'email'] as const).find((f) => found[f]);
    if (first) {
      setBusy(false);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const order = await createOrder(event.slug, body);
      if (order.status === 'confirmed' || !order.checkoutUrl) {
        onConfirmed(body.buyer.email);
        return;
      }
      setLeaving(true);
      window.location.assign(order.checkoutUrl);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      const fieldIssues: Partial<Record<Field, string>> = {};
      for (const issue of issues) {
        const match = /^buyer\.(firstName|lastName|email)$/.exec(issue.path);
        if (match) fieldIssues[match[1] as BuyerField] = translateFieldMessage(issue.message, t);
      }
      if (Object.keys(fieldIssues).length > 0) {
        setErrors(fieldIssues);
      } else {
        setServerError(error);
        if (
          (['SOLD_OUT', 'SEATS_BEING_PAID', 'SALES_CLOSED'] as const).some((code) =>
            hasErrorCode(error, code),
          )
        )
          onRefresh();
      }
    } finally {
      setBusy(false);
    }
  }

  const describe = (field: Field, hint?: boolean) =>
    errors[field] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="pl-field-error">
        {errors[field]}
      </p>
    ) : null;

  function buyerInput(field: BuyerField, autoComplete: string, hint?: string) {
    return (
      <div className={errors[field] ? 'pl-field pl-field--error' : 'pl-field'}>
        <div className="pl-label-row">
          <label htmlFor={`${id}-${field}`} className="pl-label">
            {t(`public.${field}`)}
          </label>
          <span className="pl-required" aria-hidden="true">
            *
          </span>
        </div>
        <input
          id={`${id}-${field}`}
          className="pl-input"
          type={field === 'email' ? 'email' : 'text'}
          value={buyer[field]}
          autoComplete={autoComplete}
          required
          aria-invalid={Boolean(errors[field])}
          aria-describedby={describe(field, Boolean(hint))}
          spellCheck={field === 'email' ? false : undefined}
          autoCapitalize={field === 'email' ? 'none' : undefined}
          onChange={(change) => {
            setBuyer((current) => ({ ...current, [field]: change.target.value }));
            if (errors[field]) forget(field);
          }}
        />
        {fieldError(field) ??
          (hint ? (
            <p id={`${id}-${field}-hint`} className="pl-help">
              {hint}
            </p>
          ) : null)}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(submitted) => void submit(submitted)} data-testid="ticket-form">
      <fieldset
        className="ev-types"
        id={`${id}-items`}
        tabIndex={-1}
        aria-describedby={describe('items')}
      >
        <legend className="pl-label">{t('public.ticketsLegend')}</legend>
        {event.ticketTypes.map((type) => (
          <TicketTypeRow
            key={type.id}
            type={type}
            currency={event.currency}
            quantity={quantities[type.id] ?? 0}
            canAddMore={count < ORDER_TICKETS_MAX}
            onChange={(quantity) => setQuantity(type, quantity)}
          />
        ))}
      </fieldset>
      {fieldError('items')}
      <p className="ev-total" data-testid="order-total">
        <span>{t('public.total')}</span>
        {/* Announced as it changes, so a stepper press is heard with its effect. */}
        <output aria-live="polite">{money(totalCents, event.currency, format.language)}</output>
      </p>

      <h3 className="ev-heading">{t('public.buyer')}</h3>
      <div className="ev-names">
        {buyerInput('firstName', 'given-name')}
        {buyerInput('lastName', 'family-name')}
      </div>
      {buyerInput('email', 'email', t('public.emailHint'))}

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
      <PlainSubmit busy={isBusy || isLeaving}>
        {isFree ? t('public.getTickets') : t('public.pay')}
      </PlainSubmit>
    </form>
  );
}

function TicketTypeRow({
  type,
  currency,
  quantity,
  canAddMore,
  onChange,
}: {
  type: PublicTicketType;
  currency: string;
  quantity: number;
  canAddMore: boolean;
  onChange: (quantity: number) => void;
}) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const id = useId();
  const max = maxOf(type);
  const price =
    type.priceCents === 0 ? t('public.free') : money(type.priceCents, currency, format.language);
  return (
    <div className="ev-type" data-testid={`ticket-type-${type.id}`}>
      <div>
        <p className="ev-type__name" id={`${id}-name`}>
          {type.name}
        </p>
        <p className="ev-type__price">
          {type.priceCents === 0 ? price : t('public.each', { price })}
        </p>
        {max === 0 ? <span className="ev-badge">{t('public.soldOut')}</span> : null}
      </div>
      {max > 0 ? (
        <div className="ev-stepper">
          <button
            type="button"
            className="ev-step"
            aria-label={t('public.decrease', { name: type.name })}
            disabled={quantity === 0}
            onClick={() => onChange(quantity - 1)}
          >
            −
          </button>
          <input
            className="pl-input ev-qty"
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={quantity}
            aria-label={t('public.quantityOf', { name: type.name })}
            onChange={(change) => onChange(Math.trunc(Number(change.target.value)))}
          />
          <button
            type="button"
            className="ev-step"
            aria-label={t('public.increase', { name: type.name })}
            disabled={quantity >= max || !canAddMore}
            onClick={() => onChange(quantity + 1)}
          >
            +
          </button>
        </div>
      ) : null}
    </div>
  );
}
