import { RadioGroup, type RadioChoice } from '../../../components/form/fields';
import type { LightForm } from '../../../components/form/use-light-form';
import type { CheckoutValues } from '../lib/checkout-form.logic';
import styles from './orders.module.css';

interface CheckoutChoiceSectionProps {
  form: LightForm<CheckoutValues>;
  name: 'shippingMethod' | 'paymentMethod';
  /** The heading's id, which also names the radio group. */
  id: string;
  title: string;
  choices: RadioChoice[];
}

/** A checkout panel that is one choice: the shipping method, the payment method. */
export function CheckoutChoiceSection({ form, name, id, title, choices }: CheckoutChoiceSectionProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      <RadioGroup form={form} name={name} labelledBy={id} choices={choices} />
    </section>
  );
}
