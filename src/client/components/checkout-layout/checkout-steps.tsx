import './checkout.css';

const STEPS = [
  { step: 1, label: 'Kosár' },
  { step: 2, label: 'Adatok, szállítás' },
  { step: 3, label: 'Megrendelés' },
] as const;

/** Where the shopper is in the three checkout steps (spec section 4). */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Rendelés lépései">
      <ol className="checkout-steps">
        {STEPS.map(({ step, label }) => (
          <li
            key={step}
            className={
              step === current
                ? 'checkout-steps__step checkout-steps__step--current'
                : 'checkout-steps__step'
            }
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {step}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
