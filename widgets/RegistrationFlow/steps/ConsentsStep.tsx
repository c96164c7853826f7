import { memo, useEffect, useRef, type Dispatch } from 'react';
import { CONSENTS, CONSENT_IDS, type Consents } from '../../../contracts/checks/consents';
import { deliveredPersonalFields, deliveryLenderNames } from '../../../contracts/data-flows';
import type { LeadErrors } from '../../../contracts/lead';
import { CheckField, ConsentText, NewTabLink } from '../../fields/Fields';
import { tieShortWords } from '../../text/Paragraphs';
import { fieldId } from '../useFieldActions';
import type { FlowAction } from '../useRegistrationFlow';

/**
 * What happens to the data, in plain Polish, above the consents; ends where the privacy-policy link follows.
 * Who may get the answers and which of them come from contracts/data-flows.ts, as the privacy policy's do.
 */
export const DATA_USE_NOTE =
  'Odpowiedzi z tego formularza zapisujemy w serwisie Przelewik, żeby pokazać oferty dopasowane do Ciebie. ' +
  'Pożyczkodawcy, który przyjmuje od nas wnioski ' +
  `(${deliveryLenderNames()}), przekażemy je tylko wtedy, gdy na stronie ` +
  `przejścia zgodzisz się na to osobno, dla niego jednego; otrzyma wtedy: ${deliveredPersonalFields()}. ` +
  'Formularz jest bezpłatny i do niczego nie zobowiązuje; wniosek o pożyczkę złożysz na stronie wybranego ' +
  'pożyczkodawcy, który sam o niej decyduje. Zgody możesz wycofać w każdej chwili. ' +
  'Więcej o tym, jak chronimy dane, kto je otrzymuje i jakie masz prawa, przeczytasz w';

export interface ConsentsStepProps {
  /** The form's `useId()`, the prefix of its field ids. */
  uid: string;
  /** Which consents are ticked. */
  consents: Consents;
  /** The form's errors (each consent's is under `consents.<id>`). */
  errors: LeadErrors;
  /** The form's reducer: ticks go to it as `consent` and `allConsents` actions. */
  dispatch: Dispatch<FlowAction>;
}

/** The note on what happens to the data, "Zaznacz wszystkie" (mixed while some are ticked) and each consent. */
export const ConsentsStep = memo(function ConsentsStep({ uid, consents, errors, dispatch }: ConsentsStepProps) {
  const allBox = useRef<HTMLInputElement>(null);
  const allChecked = CONSENT_IDS.every((id) => consents[id]);
  const someChecked = CONSENT_IDS.some((id) => consents[id]);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked]);
  return (
    <div className="pz-reg__consents">
      <p className="pz-reg__about">
        {/* The space inside the text, so its last word ("w") is tied to the link's first. */}
        {tieShortWords(`${DATA_USE_NOTE} `)}
        <NewTabLink href="/privacy-policy/">Polityce prywatności</NewTabLink>.
      </p>
      <CheckField
        id={fieldId(uid, 'consents-all')}
        variant="all"
        inputRef={allBox}
        checked={allChecked}
        onChecked={(checked) => dispatch({ type: 'allConsents', checked })}
      >
        Zaznacz wszystkie
      </CheckField>
      {CONSENTS.map((consent) => (
        <CheckField
          key={consent.id}
          id={fieldId(uid, `consents.${consent.id}`)}
          checked={consents[consent.id]}
          error={errors[`consents.${consent.id}`]}
          onChecked={(checked) => dispatch({ type: 'consent', id: consent.id, checked })}
        >
          <ConsentText consent={consent} />
        </CheckField>
      ))}
    </div>
  );
});
