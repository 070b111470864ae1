import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import type { Step } from '../../routes/checkout.server.ts';

/**
 * The order's steps (four, or three when there is nothing to deliver); those reachable are
 * links (the URL names the step, so back works).
 */
export function CheckoutSteps(props: {
  step: Step;
  steps: readonly Step[];
  done: Record<Step, boolean>;
}) {
  const { t, path } = useI18n();
  const { steps } = props;
  const reachable = (i: number) => steps.slice(0, i).every((s) => props.done[s]);
  return (
    <ol className="checkout-steps">
      {steps.map((step, i) => {
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
