// Props tables for the docs pages from react-docgen-typescript's output (the vite plugin in main.ts puts it on each
// component as __docgenInfo): the Preact renderer brings no extractor, so this is the React renderer's, in short.
import type { StrictArgTypes } from 'storybook/internal/types';
import { extractComponentProps, type Component } from 'storybook/internal/docs-tools';

export function extractArgTypes(component: Component): StrictArgTypes | null {
  const props = extractComponentProps(component, 'props');
  if (props.length === 0) return null;
  const argTypes: StrictArgTypes = {};
  for (const { propDef } of props) {
    argTypes[propDef.name] = {
      name: propDef.name,
      description: propDef.description ?? '',
      type: {
        required: propDef.required,
        ...(propDef.sbType ?? { name: 'other', value: propDef.type?.summary ?? '' }),
      },
      table: {
        type: propDef.type ?? undefined,
        defaultValue: propDef.defaultValue ?? undefined,
        jsDocTags: propDef.jsDocTags,
      },
    };
  }
  return argTypes;
}
