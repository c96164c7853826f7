export const INTERNAL_PROPS: readonly string[];
export function internalPropsMangle(names?: readonly string[]): {
  properties: { regex: RegExp; cache: { props: Record<string, string> } };
};
export function internalPropIn(code: string, names?: readonly string[]): string | undefined;
export function internalPropsGuard(names?: readonly string[]): {
  name: string;
  transform(this: { error(message: string): never }, code: string, id: string): null;
};
