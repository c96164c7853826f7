// data-widget="steps": the steps of our registration form, each with why it is asked (contracts/lead.ts).
import { LEAD_STEPS } from '../../../../contracts/lead';
import { Steps, stepsCss } from '../../../../widgets/Steps/Steps';
import type { StepsWidget } from '../props';
import type { WidgetProps } from '../runtime';

export const css = stepsCss;

export function Widget({ spec }: WidgetProps<StepsWidget>) {
  return (
    <Steps
      heading={spec.heading}
      steps={LEAD_STEPS.map((step) => ({ title: step.title, text: step.why }))}
      headingLevel={2}
    />
  );
}
