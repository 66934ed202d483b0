// One ticket type of the buyer's form: its name and price, and a quantity field between − and +
// buttons, each named for the type (or "Sold out").
import { useId } from 'react';
import type { PublicTicketType } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useEventsTranslation } from '../i18n';
import { money } from './event-words';
import { maxOf } from './use-ticket-order';

export function TicketQuantityRow({
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
