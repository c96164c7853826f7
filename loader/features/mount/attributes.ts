// The data-* attributes each widget reads, found by running the option parsing itself (props.ts) over a dataset
// that records what it is asked for: the published type definitions (/przelewik.d.ts), Storybook's partner
// snippets and the check of docs/partners.md all take the list from here, so an option added to props.ts reaches
// them without being typed again. Build and test time only; no chunk imports it.
import { WIDGET_NAMES } from './names';
import { widgetSpec, type WidgetName } from './props';
import type { Dataset } from './widget-types';

/** The attribute a dataset key is read from (payuPosId → data-payu-pos-id), as the DOM names them. */
export const attributeOf = (key: string): string => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The data-* attributes widget `name` reads, in the order it reads them (`data-widget` itself left out). */
export function attributesRead(name: WidgetName): string[] {
  const asked = new Set<string>();
  const dataset = new Proxy<Dataset>(
    { widget: name },
    {
      get(target, key) {
        if (typeof key === 'string' && key !== 'widget') asked.add(key);
        return Reflect.get(target, key) as unknown;
      },
    },
  );
  widgetSpec(dataset);
  return [...asked].map(attributeOf);
}

/** Every widget's attributes: those all widgets read (`common`), and each widget's own beside them. */
export function widgetAttributes(): { common: string[]; own: Record<WidgetName, string[]> } {
  const read = WIDGET_NAMES.map((name) => [name, attributesRead(name)] as const);
  const common = read[0]![1].filter((attribute) => read.every(([, attributes]) => attributes.includes(attribute)));
  const own = Object.fromEntries(
    read.map(([name, attributes]) => [name, attributes.filter((a) => !common.includes(a))]),
  ) as Record<WidgetName, string[]>;
  return { common, own };
}
