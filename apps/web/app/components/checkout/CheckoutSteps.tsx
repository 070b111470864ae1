import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { Step } from '../../routes/checkout.server.ts';

const STEPS: Step[] = ['contact', 'delivery', 'payment', 'confirm'];

/** The four steps; those reachable are links (the URL names the step, so back works). */
export function CheckoutSteps(props: { step: Step; done: Record<Step, boolean> }) {
  const { t, path } = useI18n();
  const reachable = (i: number) => STEPS.slice(0, i).every((s) => props.done[s]);
  return (
    <ol className="checkout-steps">
      {STEPS.map((step, i) => {
        const label = (
          <>
            <span className="checkout-step-number">{i + 1}</span> {t(`checkout.step.${step}`)}
          </>
        );
        const current = step === props.step;
        return (
          <li
            key={step}
            className={`checkout-step${current ? ' is-current' : ''}${props.done[step] ? ' is-done' : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            {!current && reachable(i) ? (
              <Link to={path(`/checkout?step=${step}`)}>{label}</Link>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
