import type { cart } from '@shop/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { AccountForm, Submit } from '../account/Form.tsx';

/** What "buy again" answered: the lines put in the cart, and those left out with why. */
export type BuyAgainOutcome = Omit<cart.BoughtAgain, 'token'>;

/**
 * "Buy again" under a past order: its products go into the cart as they were ordered, at
 * today's prices (cart.buyAgain). The answer stays on the order's page: how many went in, what
 * went in short and what could not, and the way to the cart. Bought again from My orders, the
 * shopper arrives at the top of this page: the answer is brought into view.
 */
export function BuyAgain({ outcome }: { outcome: BuyAgainOutcome | null }) {
  const { t, path } = useI18n();
  const short = outcome?.added.filter((a) => a.quantity < a.ordered) ?? [];
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) answer.current?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);
  return (
    <div className="order-again">
      <AccountForm intent="buy_again" className="inline-form">
        <Submit className="button">{t('order.buy_again')}</Submit>
      </AccountForm>
      <p className="field-hint">{t('order.buy_again_hint')}</p>
      <div role="status" className="order-again-outcome" ref={answer}>
        {outcome && (
          <>
            <p className={outcome.added.length > 0 ? 'form-notice' : 'form-error'}>
              {outcome.added.length > 0
                ? t('order.bought_again', { count: outcome.added.length })
                : t('order.bought_again_none')}
            </p>
            {short.length + outcome.missed.length > 0 && (
              <ul>
                {short.map((line) => (
                  <li key={`short-${line.name}`}>
                    {t('order.bought_again_short', {
                      name: line.name,
                      quantity: line.quantity,
                      ordered: line.ordered,
                    })}
                  </li>
                ))}
                {outcome.missed.map((line) => (
                  <li key={`missed-${line.name}`}>
                    {line.name}: {t(line.reason, line.vars)}
                  </li>
                ))}
              </ul>
            )}
            {outcome.added.length > 0 && (
              <Link className="button button-primary" to={path('/cart')}>
                {t('cart.view')}
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}
